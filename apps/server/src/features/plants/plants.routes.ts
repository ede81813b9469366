import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dbIdText,
  FACILITY_TYPES,
  geocodeAnswer,
  idMessages,
  idParam,
  MAX_DB_INT,
  okBody,
  plantBody,
  plantDetails as plantDetailsSchema,
  plantListItem,
  plantListParams,
  plantMessages,
  plantRef,
  regionPlant,
  regionPlantsBody,
  selectableForms,
  valid,
  validPage,
} from '@envirotrack/shared';
import { findUserRef, viewerMaySee, viewerOf } from '../../lib/user-refs';
import type { AppDeps } from '../../lib/deps';
import { Problem } from '../../lib/problem';
import { scopeOf } from '../../lib/plant-scope';
import { caller } from '../../plugins/auth';
import { geocode } from './geocode';
import { plantExportRoutes } from './plant-exports.routes';
import { pagePlants, plantsOfUser, plantsOfRegions } from './plants.queries';
import {
  addPlant,
  deletePlant,
  plantDetails,
  plantFormChoices,
  regionPlants,
  selectableFormsFor,
  setPlantStatus,
  updatePlant,
} from './plants.service';

const tags = ['plants'];

export function plantsRoutes(deps: AppDeps) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const { db } = deps;

    app.get('/plantsbyregion/:region/:userId/:isAscending/:sortField/:pageNumber/:search/:status', {
      schema: {
        tags,
        summary: 'Plants the caller may see, one page of 20 (search None = no search)',
        problems: ['forbidden'],
        params: plantListParams,
        response: { 200: validPage(plantListItem) },
      },
      handler: async (request) => {
        const auth = caller(request);
        const p = request.params;
        const scope = scopeOf(auth);
        if (p.region !== 'All' && auth.level >= 3 && !scope.regionIds.includes(p.region))
          throw new Problem('forbidden');
        const { rows, total } = await pagePlants(db, scope, {
          region: p.region === 'All' ? null : p.region,
          status: auth.level === 1 ? null : p.status,
          search: p.search,
          sort: p.sortField,
          ascending: p.isAscending,
          page: p.pageNumber,
        });
        return {
          status: 'valid' as const,
          data: rows.map(({ lat, lng, ...r }) => ({
            ...r,
            facilityType: r.facilityType as (typeof FACILITY_TYPES)[number],
            coords: lat === null || lng === null ? null : { lat, lng },
          })),
          TotalCount: total,
        };
      },
    });

    app.get('/plant/:id', {
      schema: {
        tags,
        summary: 'One plant with its forms, map and users',
        problems: ['notFound'],
        params: idParam,
        response: { 200: valid(plantDetailsSchema) },
      },
      handler: async (request) => ({
        status: 'valid' as const,
        data: await plantDetails(db, caller(request), request.params.id),
      }),
    });

    app.post('/addplant', {
      schema: {
        tags,
        summary: 'Add a plant (L2)',
        problems: ['forbidden', 'conflict'],
        body: plantBody,
        response: { 200: valid(plantDetailsSchema) },
      },
      handler: async (request) => {
        const auth = caller(request);
        const id = await addPlant(db, auth, request.body);
        return {
          status: 'valid' as const,
          message: plantMessages.created,
          data: await plantDetails(db, auth, id),
        };
      },
    });

    app.post('/updateplant/:id', {
      schema: {
        tags,
        summary: 'Update a plant (L1, L2); a new region unassigns its users',
        problems: ['forbidden', 'notFound', 'conflict'],
        params: idParam,
        body: plantBody,
        response: { 200: valid(plantDetailsSchema) },
      },
      handler: async (request) => {
        const auth = caller(request);
        await updatePlant(db, auth, request.params.id, request.body);
        return {
          status: 'valid' as const,
          message: plantMessages.updated,
          data: await plantDetails(db, auth, request.params.id),
        };
      },
    });

    app.delete('/plant/:id', {
      schema: {
        tags,
        summary: 'Delete a plant (L1); its records stay for reports',
        problems: ['forbidden', 'notFound'],
        params: idParam,
        response: { 200: okBody },
      },
      handler: async (request) => {
        await deletePlant(db, caller(request), request.params.id);
        return { status: 'valid' as const, message: plantMessages.deleted, data: null };
      },
    });

    for (const method of ['PUT', 'PATCH'] as const) {
      app.route({
        method,
        url: '/plantDeActivate/:id',
        schema: {
          tags,
          summary: 'Deactivate (status 2, the default) or activate (status 1) a plant (L2)',
          problems: ['forbidden', 'notFound'],
          params: idParam,
          querystring: z.object({
            status: z.coerce
              .number()
              .pipe(z.union([z.literal(1), z.literal(2)]))
              .default(2),
          }),
          response: { 200: okBody },
        },
        handler: async (request) => {
          await setPlantStatus(db, caller(request), request.params.id, request.query.status);
          const message = request.query.status === 2 ? plantMessages.deactivated : plantMessages.activated;
          return { status: 'valid' as const, message, data: null };
        },
      });
    }

    app.get('/inspectionforms/:orgId/:plantId/:facilityType/:date', {
      schema: {
        tags,
        summary: 'Forms for a facility type, marked selected for the plant (plantId 0 for a new plant)',
        problems: ['forbidden', 'notFound'],
        params: z.object({
          orgId: dbIdText,
          plantId: z.coerce.number().int().min(0).max(MAX_DB_INT, idMessages.id),
          facilityType: z.enum(FACILITY_TYPES),
          date: z.string().max(20),
        }),
        response: { 200: valid(selectableForms) },
      },
      handler: async (request) => {
        const auth = caller(request);
        const { orgId, plantId, facilityType } = request.params;
        if (auth.level !== 1 && auth.homeOrgId !== orgId) throw new Problem('forbidden');
        const chosen = plantId ? await plantFormChoices(db, auth, plantId) : [];
        const forms = await selectableFormsFor(db, orgId, facilityType, chosen);
        return { status: 'valid' as const, data: forms };
      },
    });

    app.post('/regionplants/:orgId', {
      schema: {
        tags,
        summary:
          'The active plants of some regions of an organisation, for the Plants field of the user form (L1, L2, L3 of those regions)',
        problems: ['badInput', 'forbidden', 'notFound'],
        params: z.object({ orgId: dbIdText }),
        body: regionPlantsBody,
        response: { 200: valid(z.array(regionPlant)) },
      },
      handler: async (request) => ({
        status: 'valid' as const,
        data: await regionPlants(db, caller(request), request.params.orgId, request.body.regionIds),
      }),
    });

    app.get('/userplantlist/:id', {
      schema: {
        tags,
        summary: 'The plants of a user: assigned (L4) or of its regions (L3)',
        problems: ['notFound'],
        params: idParam,
        response: { 200: valid(z.array(plantRef)) },
      },
      handler: async (request) => {
        const t = await findUserRef(db, request.params.id);
        if (!t || !viewerMaySee(viewerOf(caller(request)), t))
          throw new Problem('notFound', 'User not found.');
        const list =
          t.level === 4
            ? await plantsOfUser(db, t.id)
            : t.level === 3
              ? await plantsOfRegions(db, t.orgId ?? 0, t.regionIds)
              : [];
        return { status: 'valid' as const, data: list };
      },
    });

    app.get('/geocode', {
      schema: {
        tags,
        summary: 'Coordinates of an address (Nominatim-compatible service)',
        problems: ['notFound', 'unavailable'],
        querystring: z.object({ address: z.string().trim().min(3, 'Enter an address.').max(300) }),
        response: { 200: valid(geocodeAnswer) },
      },
      handler: async (request) => ({
        status: 'valid' as const,
        data: await geocode(deps.config.geocoderUrl, request.query.address),
      }),
    });

    plantExportRoutes(fastify, db);
  };
}
