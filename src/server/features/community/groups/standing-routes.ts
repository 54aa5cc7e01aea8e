import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageBody } from '@/contracts/catalogue';
import { errorResponse, messageResponse } from '@/contracts/common';
import {
  challengeIdParams,
  createChallengeInput,
  groupChallenge,
  groupChallengesResponse,
  groupIdParams,
  groupMembersResponse,
  leaderboardQuery,
  leaderboardResponse,
  myStandingResponse,
} from '@/contracts/community/groups';
import { communityMessages } from '@/contracts/messages/community';
import { guardRoutes, signedIn } from '../../../platform/access';
import { requireUser } from '../../../platform/sessions';
import type { FeatureContext } from '../../context';
import { groupStandings } from './standings';

const errors = { 400: errorResponse, 401: errorResponse };
const memberErrors = { ...errors, 404: errorResponse };
const ownerErrors = { ...memberErrors, 403: errorResponse };
const tags = ['community'];

/**
 * A study group's standings (decision 020): its members, leaderboard and challenges, and
 * the person's first group's. Members only (others get 404); challenges are set by the owner.
 */
export function groupStandingRoutes(ctx: FeatureContext): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, signedIn);
    const service = groupStandings(ctx.db, ctx.clock);

    app.get(
      '/api/groups/my-standing',
      {
        schema: {
          tags,
          summary: "The person's first group: its top 10 with current streaks and its running challenges",
          response: { 200: myStandingResponse, ...errors },
        },
      },
      async (request) => service.myStanding(requireUser(request).id),
    );

    app.get(
      '/api/groups/:id/members',
      {
        schema: {
          tags,
          summary: "A group's members with their total points (members only)",
          params: groupIdParams,
          response: { 200: groupMembersResponse, ...memberErrors },
        },
      },
      async (request) => service.members(requireUser(request).id, request.params.id),
    );

    app.get(
      '/api/groups/:id/leaderboard',
      {
        schema: {
          tags,
          summary: "A group's members by total points, with current streaks (members only)",
          params: groupIdParams,
          querystring: leaderboardQuery,
          response: { 200: leaderboardResponse, ...memberErrors },
        },
      },
      async (request) => service.leaderboard(requireUser(request).id, request.params.id, request.query.limit),
    );

    app.get(
      '/api/groups/:id/challenges',
      {
        schema: {
          tags,
          summary:
            "A group's challenges with progress computed from its members' records (members only): running and coming ones first, then the most recently ended, at most 20",
          params: groupIdParams,
          response: { 200: groupChallengesResponse, ...memberErrors },
        },
      },
      async (request) => service.challenges(requireUser(request).id, request.params.id),
    );

    app.post(
      '/api/groups/:id/challenges',
      {
        schema: {
          tags,
          summary: 'Set a challenge for your group (owner only)',
          params: groupIdParams,
          body: createChallengeInput,
          response: { 201: groupChallenge, ...ownerErrors },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await service.createChallenge(requireUser(request).id, request.params.id, request.body)),
    );

    app.delete(
      '/api/groups/:id/challenges/:challengeId',
      {
        schema: {
          tags,
          summary: "Remove one of your group's challenges (owner only)",
          params: challengeIdParams,
          response: { 200: messageResponse, ...ownerErrors },
        },
      },
      async (request) => {
        await service.deleteChallenge(requireUser(request).id, request.params.id, request.params.challengeId);
        return messageBody(communityMessages.challengeDeleted);
      },
    );
  };
}
