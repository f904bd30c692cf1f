import type { FeatureModule } from '../../modules/feature-module';
import { chatRoutes } from './chat.routes';
import { REPLY_TIMES_EVERY_SECONDS, replyTimesJob } from './reply-times.job';

export const chatModule: FeatureModule = {
  name: 'chat',
  routes: () => [chatRoutes],
  jobs: {
    'chat.reply-times': {
      run: ({ services }) => replyTimesJob(services.chat, services.users),
      every: () => REPLY_TIMES_EVERY_SECONDS,
    },
  },
};
