import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  platformAnalyticsResponse,
  recentVisitorsQuery,
  recentVisitorsResponse,
  timeframeQuery,
  visitorCitiesResponse,
  visitorCountriesResponse,
  visitorOverviewResponse,
} from '@/contracts/analytics';
import { errorResponse } from '@/contracts/common';
import { adminOnly, guardRoutes } from '../../platform/access';
import type { FeatureContext } from '../context';
import { dashboards } from './dashboards';

const tags = ['analytics'];
const refused = { 400: errorResponse, 401: errorResponse, 403: errorResponse };

/** The analytics dashboards, for administrators only (decision 031): 403 to everyone else. */
export function dashboardRoutes(ctx: FeatureContext): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, adminOnly);
    const service = dashboards(ctx.db, ctx.clock);
    app.get(
      '/api/analytics/visitors',
      {
        schema: {
          tags,
          summary: 'Platform counts: accounts, those active today, Q&A chat messages',
          response: { 200: platformAnalyticsResponse, ...refused },
        },
      },
      async () => service.platform(),
    );

    app.get(
      '/api/analytics/visitor-overview',
      {
        schema: {
          tags,
          summary: 'Visitors, page views, visits, countries and cities of a timeframe, by day',
          querystring: timeframeQuery,
          response: { 200: visitorOverviewResponse, ...refused },
        },
      },
      async (request) => service.overview(request.query.timeframe),
    );

    app.get(
      '/api/analytics/visitor-countries',
      {
        schema: {
          tags,
          summary: 'Visitors and page views by country',
          querystring: timeframeQuery,
          response: { 200: visitorCountriesResponse, ...refused },
        },
      },
      async (request) => service.countries(request.query.timeframe),
    );

    app.get(
      '/api/analytics/visitor-cities',
      {
        schema: {
          tags,
          summary: 'Visitors and page views by city',
          querystring: timeframeQuery,
          response: { 200: visitorCitiesResponse, ...refused },
        },
      },
      async (request) => service.cities(request.query.timeframe),
    );

    app.get(
      '/api/analytics/recent-visitors',
      {
        schema: {
          tags,
          summary: 'The latest page views with their place',
          querystring: recentVisitorsQuery,
          response: { 200: recentVisitorsResponse, ...refused },
        },
      },
      async (request) => service.recentVisitors(request.query.limit),
    );
  };
}
