import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accessLevelLabel,
  activeStatusLabel,
  can,
  exportHeaders,
  exportOptions,
  userListParams,
  type AccessLevel,
} from '@envirotrack/shared';
import type { Db } from '../../db/client';
import { EXPORT_PRODUCES, sendExport, type ExportColumn } from '../../lib/list-export';
import { viewerOf } from '../../lib/user-refs';
import { caller, requireCan } from '../../plugins/auth';
import { streamUsers, type UserListRow } from './users.queries';

const [H_ID, H_FIRST, H_LAST, H_LEVEL, H_STATUS] = exportHeaders.users;

/** The users list's columns on screen. */
const columns: ExportColumn<UserListRow>[] = [
  { header: H_ID, value: (row) => row.UserId },
  { header: H_FIRST, value: (row) => row.First_Name },
  { header: H_LAST, value: (row) => row.Last_Name },
  { header: H_LEVEL, value: (row) => accessLevelLabel(row.Access_Level as AccessLevel) },
  { header: H_STATUS, value: (row) => activeStatusLabel(row.Active) },
];

/**
 * GET `<users list path>/export` (issue 17), with and without the search segment as the list: every user
 * the caller may see (all pages; the page number is not read), the same scope and checks as the list.
 */
export function userExportRoutes(app: FastifyInstance, db: Db) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  for (const url of [
    '/user/:isAsc/:sortIndex/:page/:search/:status/export',
    '/user/:isAsc/:sortIndex/:page/:status/export',
  ]) {
    typed.get(url, {
      schema: {
        tags: ['users'],
        summary:
          "Export of the users list: every user the caller may see (all pages) with the list's filters and sort, as CSV or Excel",
        problems: ['forbidden'],
        produces: EXPORT_PRODUCES,
        params: userListParams,
        querystring: exportOptions,
      },
      handler: async (request, reply) => {
        const auth = caller(request);
        requireCan(auth, can.seeUsers);
        const viewer = viewerOf(auth);
        const { isAsc, sortIndex, search, status } = request.params;
        const scope = {
          viewer,
          orgScope: auth.orgScope,
          status: viewer.level === 1 ? null : status,
          search,
          sort: sortIndex,
          ascending: isAsc,
        };
        return sendExport(reply, request.query, {
          list: 'users',
          columns,
          rows: (each) => streamUsers(db, scope, each),
        });
      },
    });
  }
}
