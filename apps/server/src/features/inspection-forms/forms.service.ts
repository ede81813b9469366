import { randomBytes } from 'node:crypto';
import { can, inspectionMessages, type InspectionTypeBody } from '@envirotrack/shared';
import type { Db } from '../../db/client';
import { recordAudit } from '../../lib/audit.queries';
import { orgSettingsOf } from '../../lib/org-settings.queries';
import { Problem } from '../../lib/problem';
import type { AuthContext } from '../../plugins/auth';
import { findEffectiveTemplate, pointSourcesOf, questionsOf } from '../../lib/form-catalogue.queries';
import {
  insertPointSources,
  insertQuestion,
  insertTemplate,
  movePlantFormsToCopy,
  renameTemplate,
  softDeleteTemplate,
  templateNameTaken,
  type TemplateRow,
} from './forms.queries';

/** The organisation a form editor works for: own for L2, the one acted in for L1 (null = the library). */
export function editingOrg(auth: AuthContext): number | null {
  if (!can.manageInspectionForms(auth.level)) throw new Problem('forbidden');
  return auth.level === 1 ? auth.orgScope : auth.homeOrgId;
}

/**
 * A form the caller may open: built-in, or owned by the organisation it works for. L1 in All opens any;
 * L1 acting in one organisation keeps to that organisation's forms, as its lists do.
 */
export async function visibleTemplate(db: Db, auth: AuthContext, formKey: string): Promise<TemplateRow> {
  const orgId = editingOrg(auth);
  // A built-in form the organisation replaced with its own copy opens as that copy: old links keep working.
  const template = await findEffectiveTemplate(db, orgId, formKey);
  const visible =
    template && (template.ownerOrgId === null || orgId === null || template.ownerOrgId === orgId);
  if (!template || !visible) throw new Problem('notFound', 'Inspection form not found.');
  return template;
}

/** An organisation's copy of a built-in form: the same form, owned by the organisation, based on the original. */
const copyOf = (template: TemplateRow, orgId: number) => ({
  formKey: `${template.formKey}~${orgId}`,
  name: template.name,
  parentId: template.parentId,
  permitType: template.permitType,
  frequency: template.frequency,
  facilityTypes: template.facilityTypes,
  inspectionType: template.inspectionType,
  declarationRequired: template.declarationRequired,
  moduleSize: template.moduleSize,
  editOnly: template.editOnly,
  active: template.active,
  ownerOrgId: orgId,
  basedOnId: template.id,
  version: template.version,
});

/**
 * The template an edit applies to (visibleTemplate has already swapped in an existing copy). L2 editing a
 * built-in form gets its organisation's own copy (made now,
 * with every question, retired ones too, so the builder's ids map across); only L1 edits the library.
 */
export async function editableTemplate(
  db: Db,
  auth: AuthContext,
  template: TemplateRow,
): Promise<{ template: TemplateRow; idMap: Map<number, number> }> {
  const orgId = editingOrg(auth);
  if (template.ownerOrgId !== null || auth.level === 1 || orgId === null) {
    return { template, idMap: new Map() };
  }
  const copy = await insertTemplate(db, copyOf(template, orgId));
  const sources = await pointSourcesOf(db, [template.id]);
  await insertPointSources(
    db,
    copy.id,
    sources.map((s) => s.name),
  );
  await movePlantFormsToCopy(db, orgId, template.id, copy.id);
  const idMap = new Map<number, number>();
  const rows = [...(await questionsOf(db, template.id))].sort((a, b) => a.id - b.id);
  for (const row of rows) {
    const { id, templateId, createdAt, parentQuestionId, ...content } = row;
    const parent = parentQuestionId === null ? null : (idMap.get(parentQuestionId) ?? null);
    idMap.set(id, await insertQuestion(db, { ...content, templateId: copy.id, parentQuestionId: parent }));
  }
  await recordAudit(db, {
    actorId: auth.userId,
    orgId,
    action: 'form.copy',
    entity: 'form',
    entityId: copy.formKey,
    details: { from: template.formKey },
  });
  return { template: copy, idMap };
}

export async function renameForm(db: Db, auth: AuthContext, formKey: string, name: string) {
  return db.transaction(async (tx) => {
    const { template } = await editableTemplate(tx, auth, await visibleTemplate(tx, auth, formKey));
    await renameTemplate(tx, template.id, name);
    await recordAudit(tx, {
      actorId: auth.userId,
      orgId: template.ownerOrgId,
      action: 'form.rename',
      entity: 'form',
      entityId: template.formKey,
      details: { from: template.name, to: name },
    });
    return template.formKey;
  });
}

/**
 * L1 only. In All, the form leaves every list. Acting in one organisation, it leaves that organisation's
 * lists only (the organisation's forms, spec 2 §7): a built-in form gets an organisation copy marked
 * deleted, which hides it there, and every other organisation keeps it. Inspections already made keep it.
 */
export async function deleteForm(db: Db, auth: AuthContext, formKey: string) {
  if (auth.level !== 1) throw new Problem('forbidden', 'Only L1 users can delete inspection forms.');
  const template = await visibleTemplate(db, auth, formKey);
  const orgId = editingOrg(auth);
  await db.transaction(async (tx) => {
    const removed =
      orgId !== null && template.ownerOrgId === null
        ? await insertTemplate(tx, copyOf(template, orgId))
        : template;
    await softDeleteTemplate(tx, removed.id);
    await recordAudit(tx, {
      actorId: auth.userId,
      orgId: removed.ownerOrgId,
      action: 'form.delete',
      entity: 'form',
      entityId: template.formKey,
      // Removed in one organisation only: the copy that hides it there.
      details: { name: template.name, ...(removed === template ? {} : { copy: removed.formKey }) },
    });
  });
}

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);

/** A new, empty inspection form (questions come from the set-up builder). */
export async function createInspectionType(db: Db, auth: AuthContext, body: InspectionTypeBody) {
  const ownerOrgId = editingOrg(auth);
  // A housekeeping form made for an organisation that hides housekeeping could never be filled in.
  if (
    body.inspectionType === 'HouseKeeping' &&
    ownerOrgId !== null &&
    (await orgSettingsOf(db, ownerOrgId)).hideHousekeeping
  )
    throw new Problem('forbidden', inspectionMessages.housekeepingHidden);
  const duplicate = await templateNameTaken(db, {
    ownerOrgId,
    name: body.inspectionName,
    permitType: body.permitType,
    frequency: body.frequency,
    facilityType: body.facilityType,
  });
  if (duplicate)
    throw new Problem(
      'conflict',
      `An inspection named ${body.inspectionName} already exists for this facility type, permit type and frequency.`,
    );
  return db.transaction(async (tx) => {
    const template = await insertTemplate(tx, {
      formKey: `${slug(body.inspectionName)}-${randomBytes(3).toString('hex')}`,
      name: body.inspectionName,
      parentId: `${body.inspectionName}${100 + (randomBytes(1)[0] ?? 0)}`,
      permitType: body.permitType,
      frequency: body.frequency,
      facilityTypes: [body.facilityType],
      inspectionType: body.inspectionType,
      ownerOrgId,
    });
    await recordAudit(tx, {
      actorId: auth.userId,
      orgId: ownerOrgId,
      action: 'form.create',
      entity: 'form',
      entityId: template.formKey,
      details: body,
    });
    return template;
  });
}
