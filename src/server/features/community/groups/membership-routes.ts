import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageBody } from '@/contracts/catalogue';
import { errorResponse, messageResponse } from '@/contracts/common';
import {
  createGroupInput,
  group,
  groupIdParams,
  groupsResponse,
  joinGroupInput,
  joinGroupResponse,
} from '@/contracts/community/groups';
import { communityMessages } from '@/contracts/messages/community';
import { guardRoutes, signedIn } from '../../../platform/access';
import { requireUser } from '../../../platform/sessions';
import type { FeatureContext } from '../../context';
import { groupMembership } from './membership';

const errors = { 400: errorResponse, 401: errorResponse };
const memberErrors = { ...errors, 404: errorResponse };
const ownerErrors = { ...memberErrors, 403: errorResponse };
const tags = ['community'];

/**
 * Being in a study group (decision 020): the lists, creating, joining by code, leaving and
 * deleting. Every route for signed-in people, every group checked.
 */
export function groupMembershipRoutes(ctx: FeatureContext): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, signedIn);
    const service = groupMembership(ctx.db, ctx.clock);

    app.get(
      '/api/groups',
      {
        schema: {
          tags,
          summary: 'Public groups, newest first (private groups are never listed)',
          response: { 200: groupsResponse, ...errors },
        },
      },
      async (request) => service.publicGroups(requireUser(request).id),
    );

    app.get(
      '/api/groups/my-groups',
      {
        schema: {
          tags,
          summary: "The signed-in person's groups, earliest joined first",
          response: { 200: groupsResponse, ...errors },
        },
      },
      async (request) => service.myGroups(requireUser(request).id),
    );

    app.post(
      '/api/groups',
      {
        schema: {
          tags,
          summary: 'Create a group (2 to 500 members); the creator is its owner',
          body: createGroupInput,
          response: { 201: group, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.create(requireUser(request).id, request.body)),
    );

    app.post(
      '/api/groups/join',
      {
        schema: {
          tags,
          summary:
            'Join a group by its code (any case); twice or a full group is 409; after 10 wrong codes in 15 minutes from the person, or 100 from the IP address, 429',
          body: joinGroupInput,
          response: {
            200: joinGroupResponse,
            ...errors,
            404: errorResponse,
            409: errorResponse,
            429: errorResponse,
          },
        },
      },
      async (request) => service.join(requireUser(request).id, request.body.code, request.ip),
    );

    app.get(
      '/api/groups/:id',
      {
        schema: {
          tags,
          summary: 'A group of yours (404 for anyone who is not a member)',
          params: groupIdParams,
          response: { 200: group, ...memberErrors },
        },
      },
      async (request) => service.group(requireUser(request).id, request.params.id),
    );

    app.delete(
      '/api/groups/:id/leave',
      {
        schema: {
          tags,
          summary: 'Leave a group (the owner deletes it instead: 409)',
          params: groupIdParams,
          response: { 200: messageResponse, ...memberErrors, 409: errorResponse },
        },
      },
      async (request) => {
        await service.leave(requireUser(request).id, request.params.id);
        return messageBody(communityMessages.groupLeft);
      },
    );

    app.delete(
      '/api/groups/:id',
      {
        schema: {
          tags,
          summary: 'Delete your group with its memberships and challenges (owner only, decision 020)',
          params: groupIdParams,
          response: { 200: messageResponse, ...ownerErrors },
        },
      },
      async (request) => {
        await service.remove(requireUser(request).id, request.params.id);
        return messageBody(communityMessages.groupDeleted);
      },
    );
  };
}
