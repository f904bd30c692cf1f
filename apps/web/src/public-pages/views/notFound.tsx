import { NotFoundPage } from '../../components/NotFoundPage';

export const view = () => <NotFoundPage />;
