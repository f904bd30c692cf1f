import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../modules/registry';
import {
  IMAGE_BODY_LIMIT_BYTES,
  editProfileSchema,
  profileDataSchema,
  savePictureSchema,
  tagPrefixQuerySchema,
} from '@partnerly/shared';
import { EDITS_PER_HOUR, HOUR_MS, budgets, noBudget, perMember } from '../../lib/route-budgets';
import { UPLOAD_BUDGET } from '../../lib/upload-budget';
import { replicaReads } from '../../db/read-routing';

/** Own profile editing (Full Access), the public profile data and tag suggestions. */
export const profilesRoutes: FastifyPluginAsyncZod<
  Pick<Services, 'profiles' | 'analytics' | 'reads'>
> = async (app, { profiles, analytics, reads }) => {
  const fullAccess = { preValidation: [app.authenticate, app.requireFullAccess] };
  const profileEdits = perMember('profile', EDITS_PER_HOUR, HOUR_MS);
  const editing = { ...fullAccess, config: profileEdits };

  app.post(
    '/api/edit_profile/',
    { ...editing, schema: { body: editProfileSchema } },
    async (request) => {
      const { bio, tags, countrys, checked, theme } = request.body;
      return profiles.edit(request.user, {
        bio,
        tags,
        countries: countrys,
        isContentCreator: checked,
        theme,
      });
    },
  );

  app.post('/api/change_visibility/', editing, async (request) => [
    await profiles.toggleVisibility(request.user),
  ]);

  app.post(
    '/api/save_pp/',
    {
      ...fullAccess,
      bodyLimit: IMAGE_BODY_LIMIT_BYTES,
      schema: { body: savePictureSchema },
      config: budgets(profileEdits, UPLOAD_BUDGET),
    },
    async (request, reply) =>
      reply
        .type('application/json')
        .send(JSON.stringify(await profiles.setPicture(request.user, request.body.pp))),
  );

  app.delete('/api/save_pp/', editing, async (request) => {
    await profiles.deletePicture(request.user);
    return { detail: 'Picture removed.' };
  });

  const readOnly = noBudget('read-only: a public profile, asked by POST as the spec says');
  app.post(
    '/api/profile_data/',
    { schema: { body: profileDataSchema }, config: { ...readOnly, ...replicaReads } },
    async (request) => {
      // Who asks decides what the audience shows (decision 104): visitor, member or owner.
      const viewerId = await app.signedInIdOf(request);
      return {
        // A visitor's page from a replica; the owner right after an edit reads the primary.
        ...(await reads.fromReplica(viewerId, () =>
          profiles.publicProfile(request.body.username, viewerId),
        )),
        view_token: analytics.viewToken(request.body.username),
      };
    },
  );

  app.get(
    '/api/tags/',
    {
      preValidation: app.authenticate,
      schema: { querystring: tagPrefixQuerySchema },
    },
    async (request) => {
      if (!request.query.prefix) return [];
      return (await profiles.suggestTags(request.query.prefix)).map((name) => ({ name }));
    },
  );
};
