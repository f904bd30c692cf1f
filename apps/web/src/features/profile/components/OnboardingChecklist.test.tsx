import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import type { OnboardingStep } from '../onboarding';
import { OnboardingChecklist } from './OnboardingChecklist';

const steps = (doneIds: string[]): OnboardingStep[] =>
  ['picture', 'bio', 'link'].map((id) => ({
    id: id as OnboardingStep['id'],
    label: `Step ${id}`,
    done: doneIds.includes(id),
  }));

const renderChecklist = (doneIds: string[], onDismiss = vi.fn(), run = vi.fn()) =>
  render(
    <MantineProvider>
      <OnboardingChecklist
        steps={steps(doneIds)}
        actions={{ bio: { label: 'Write bio', run } }}
        onDismiss={onDismiss}
      />
    </MantineProvider>,
  );

describe('OnboardingChecklist', () => {
  it('says which steps are done and offers the next action', async () => {
    const run = vi.fn();
    renderChecklist(['picture'], vi.fn(), run);
    const checklist = screen.getByRole('region', { name: 'Get your profile ready' });
    expect(checklist.textContent).toContain('1 of 3 done');
    expect(screen.getByText(/Step picture/).textContent).toBe('Step picture: done');
    expect(screen.getByText(/Step bio/).textContent).toBe('Step bio: to do');
    await userEvent.click(screen.getByRole('button', { name: 'Write bio' }));
    expect(run).toHaveBeenCalledOnce();
  });

  it('can be dismissed', async () => {
    const onDismiss = vi.fn();
    renderChecklist([], onDismiss);
    await userEvent.click(screen.getByRole('button', { name: 'Hide the checklist' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('disappears once every step is done', () => {
    renderChecklist(['picture', 'bio', 'link']);
    expect(screen.queryByRole('region', { name: 'Get your profile ready' })).toBeNull();
  });
});
