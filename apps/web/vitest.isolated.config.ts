import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { REPLACING_FILES, webTest } from './vitest.config';

/** The web files that replace a module (`vi.mock`), each with modules of its own. */
export default defineProject({
  plugins: [react()],
  test: { ...webTest, name: 'web-isolated', include: REPLACING_FILES },
});
