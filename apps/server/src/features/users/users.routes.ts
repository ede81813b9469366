import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  can,
  createUserBody,
  idParam,
  okBody,
  updateUserBody,
  userDetails as userDetailsSchema,
  userListItem,
  userListParams,
  userMessages,
  userStatusParams,
  valid,
  validPage,
} from '@envirotrack/shared';
import type { AppDeps } from '../../lib/deps';
import { caller, requireCan } from '../../plugins/auth';
import { changeUserStatus, deleteUser, sendNewPassword } from './user-actions.service';
import { userExportRoutes } from './user-exports.routes';
import { pageUsers } from './users.queries';
import { createUser, updateUser, userDetails } from './users.service';
import { viewerOf } from '../../lib/user-refs';

const tags = ['users'];

export function usersRoutes(deps: AppDeps) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    // The search segment may be left out: /user/true/UserId/1/1 lists without searching.
    for (const url of [
      '/user/:isAsc/:sortIndex/:page/:search/:status',
      '/user/:isAsc/:sortIndex/:page/:status',
    ]) {
      app.get(url, {
        schema: {
          tags,
          summary: 'Users the caller may see, one page of 20',
          problems: ['forbidden'],
          params: userListParams,
          response: { 200: validPage(userListItem) },
        },
        handler: async (request) => {
          const auth = caller(request);
          requireCan(auth, can.seeUsers);
          const viewer = viewerOf(auth);
          const { isAsc, sortIndex, page, search, status } = request.params;
          const { rows, total } = await pageUsers(deps.db, {
            viewer,
            orgScope: auth.orgScope,
            status: viewer.level === 1 ? null : status,
            search,
            sort: sortIndex,
            ascending: isAsc,
            page,
          });
          return { status: 'valid' as const, data: rows, TotalCount: total };
        },
      });
    }

    app.get('/userdetails/:id', {
      schema: {
        tags,
        summary: 'One user, with the actions the caller may take',
        problems: ['notFound'],
        params: idParam,
        response: { 200: valid(userDetailsSchema) },
      },
      handler: async (request) => {
        const viewer = viewerOf(caller(request));
        return { status: 'valid' as const, data: await userDetails(deps.db, viewer, request.params.id) };
      },
    });

    app.post('/user', {
      schema: {
        tags,
        summary: 'Create a user',
        problems: ['forbidden', 'conflict'],
        body: createUserBody,
        response: { 200: valid(userDetailsSchema) },
      },
      handler: async (request) => {
        const viewer = viewerOf(caller(request));
        const id = await createUser(deps.db, viewer, request.body);
        return {
          status: 'valid' as const,
          message: userMessages.userCreated,
          data: await userDetails(deps.db, viewer, id),
        };
      },
    });

    app.put('/userdetails/:id', {
      schema: {
        tags,
        summary: 'Update a user (no password)',
        problems: ['forbidden', 'notFound', 'conflict'],
        params: idParam,
        body: updateUserBody,
        response: { 200: valid(userDetailsSchema) },
      },
      handler: async (request) => {
        const viewer = viewerOf(caller(request));
        await updateUser(deps.db, viewer, request.params.id, request.body);
        return {
          status: 'valid' as const,
          message: userMessages.userUpdated,
          data: await userDetails(deps.db, viewerOf(caller(request)), request.params.id),
        };
      },
    });

    app.delete('/userdetails/:id', {
      schema: {
        tags,
        summary: 'Delete a user (their name stays on their records)',
        problems: ['forbidden', 'notFound'],
        params: idParam,
        response: { 200: okBody },
      },
      handler: async (request) => {
        await deleteUser(deps, viewerOf(caller(request)), request.params.id);
        return { status: 'valid' as const, message: userMessages.userDeleted, data: null };
      },
    });

    for (const method of ['PUT', 'POST'] as const) {
      app.route({
        method,
        url: '/updateuserstatus/:id/:status',
        schema: {
          tags,
          summary: 'Activate (1) or deactivate (2) a user',
          problems: ['forbidden', 'notFound'],
          params: userStatusParams,
          response: { 200: okBody },
        },
        handler: async (request) => {
          await changeUserStatus(deps, viewerOf(caller(request)), request.params.id, request.params.status);
          return { status: 'valid' as const, message: userMessages.statusUpdated, data: null };
        },
      });
    }

    app.put('/updateuserpassword/:id', {
      schema: {
        tags,
        summary: 'Set and e-mail a new temporary password (L2)',
        problems: ['forbidden', 'notFound', 'unavailable'],
        params: idParam,
        response: { 200: okBody },
      },
      handler: async (request) => {
        const message = await sendNewPassword(deps, viewerOf(caller(request)), request.params.id);
        return { status: 'valid' as const, message, data: null };
      },
    });

    userExportRoutes(fastify, deps.db);
  };
}
