import type {
  AcceptedApplication,
  Application,
  ApplicationState,
  ApplicationWithApplicant,
  ApplyInput,
  Campaign,
  CampaignInput,
  CampaignsPage,
  CampaignState,
  MyApplication,
  ReopenCampaignInput,
} from '@partnerly/shared';
import { apiRequest } from '../../lib/api-client';

/** The query keys of campaigns, so an action refreshes every view of them. */
export const campaignsKey = ['campaigns'] as const;
export const openCampaignsKey = (filters: CampaignFilters) =>
  [...campaignsKey, 'open', filters] as const;
export const myCampaignsKey = [...campaignsKey, 'mine'] as const;
export const applicantsKey = (campaignId: number, sort: string) =>
  [...campaignsKey, 'applicants', campaignId, sort] as const;
export const myApplicationsKey = [...campaignsKey, 'applications'] as const;

/** The explore tab's filters, as the query string spells them. */
export interface CampaignFilters {
  platform?: string;
  country?: string;
  tag?: string;
  min_budget?: string;
  matches?: '1';
}

/** GET /api/campaigns/?…&cursor=: one page of open campaigns, newest first. */
export function fetchOpenCampaigns(
  filters: CampaignFilters,
  cursor: number | null,
  signal?: AbortSignal,
): Promise<CampaignsPage> {
  const query = new URLSearchParams(
    Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  if (cursor !== null) query.set('cursor', String(cursor));
  const text = query.toString();
  return apiRequest(`/api/campaigns/${text ? `?${text}` : ''}`, { signal });
}

export const fetchCampaign = (id: number): Promise<Campaign> => apiRequest(`/api/campaigns/${id}/`);

export const fetchMyCampaigns = (): Promise<Campaign[]> => apiRequest('/api/campaigns/mine/');

export const createCampaign = (input: CampaignInput): Promise<Campaign> =>
  apiRequest('/api/campaigns/', { method: 'POST', body: input });

export const updateCampaign = (id: number, input: CampaignInput): Promise<Campaign> =>
  apiRequest(`/api/campaigns/${id}/`, { method: 'PUT', body: input });

export const setCampaignState = (id: number, action: 'open' | 'close'): Promise<Campaign> =>
  apiRequest(`/api/campaigns/${id}/${action}/`, { method: 'POST' });

/** POST /api/campaigns/{id}/reopen/: `wanted` raised when as many as wanted are chosen. */
export const reopenCampaign = (id: number, input: ReopenCampaignInput): Promise<Campaign> =>
  apiRequest(`/api/campaigns/${id}/reopen/`, { method: 'POST', body: input });

export const applyToCampaign = (id: number, input: ApplyInput): Promise<Application> =>
  apiRequest(`/api/campaigns/${id}/apply/`, { method: 'POST', body: input });

export const withdrawApplication = (campaignId: number): Promise<Application> =>
  apiRequest(`/api/campaigns/${campaignId}/apply/`, { method: 'DELETE' });

export const fetchApplicants = (
  campaignId: number,
  sort: 'newest' | 'followers' | 'audience_match',
): Promise<ApplicationWithApplicant[]> =>
  apiRequest(`/api/campaigns/${campaignId}/applications/?sort=${sort}`);

export const fetchMyApplications = (): Promise<MyApplication[]> => apiRequest('/api/applications/');

export const decideApplication = (
  id: number,
  decision: 'shortlist' | 'decline',
): Promise<Application> => apiRequest(`/api/applications/${id}/${decision}/`, { method: 'POST' });

export const acceptApplication = (id: number): Promise<AcceptedApplication> =>
  apiRequest(`/api/applications/${id}/accept/`, { method: 'POST' });

export const CAMPAIGN_STATE_LABELS: Record<CampaignState, string> = {
  draft: 'Draft',
  open: 'Open',
  closed: 'Closed',
};

export const APPLICATION_STATE_LABELS: Record<ApplicationState, string> = {
  sent: 'Sent',
  shortlisted: 'Shortlisted',
  accepted: 'Accepted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
  not_chosen: 'Not chosen',
};

export const APPLICATION_STATE_COLORS: Record<ApplicationState, string> = {
  sent: 'blue',
  shortlisted: 'violet',
  accepted: 'green',
  declined: 'gray',
  withdrawn: 'gray',
  not_chosen: 'gray',
};
