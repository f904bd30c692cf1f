import { PublicFrame } from '../../components/PublicFrame';
import { UseOnPhonePage } from '../../features/marketing/UseOnPhonePage';

export const view = () => (
  <PublicFrame>
    <UseOnPhonePage />
  </PublicFrame>
);
