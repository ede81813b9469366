import {
  ACCESS_LEVELS,
  assignableLevels,
  can,
  defaultNewUserLevel,
  userFormFields,
  type AccessLevel,
  type CreateUserBody,
  type UpdateUserBody,
  type UserDetails,
  userMessages,
} from '@envirotrack/shared';
import type { Session } from '../../../lib/session';

export type UserFormMode = 'create' | 'update';

/** Form values carry the contract's field names, so validation issues map straight onto the fields. */
export interface UserFormValues {
  UserId: string;
  Password: string;
  First_Name: string;
  Middle_Name: string;
  Last_Name: string;
  Email: string;
  Access_Level: string;
  orgId: string | null;
  Regions: string[];
  Plants: string[];
  Job_Title: string;
  Job_Desc: string;
  /** The reference_delete grant (L3 and L4 targets; shown to L1 and L2 editors only). */
  Reference_Delete: boolean;
}
export type UserFormField = keyof UserFormValues;

export const fieldLabels: Record<UserFormField, string> = {
  UserId: 'User ID',
  Password: 'Password',
  First_Name: 'First Name',
  Middle_Name: 'Middle Name',
  Last_Name: 'Last Name',
  Email: 'Email',
  Access_Level: 'Access Level',
  orgId: 'Organisation',
  Regions: 'Regions',
  Plants: 'Plants',
  Job_Title: 'Job Title',
  Job_Desc: 'Job Description',
  Reference_Delete: userMessages.referenceDeleteLabel,
};

export const toLevel = (value: number | string): AccessLevel =>
  ACCESS_LEVELS.find((level) => level === Number(value)) ?? 4;

/** Who is editing whom: the signed-in user, the target (update only) and whether it is themselves. */
export interface FormContext {
  mode: UserFormMode;
  session: Session;
  user?: UserDetails;
}

export const isSelf = ({ session, user }: FormContext) => user?.UniqueId === session.UniqueId;

export function initialValues(context: FormContext): UserFormValues {
  const { session, user } = context;
  if (!user) {
    return {
      UserId: '',
      Password: '',
      First_Name: '',
      Middle_Name: '',
      Last_Name: '',
      Email: '',
      Access_Level: String(defaultNewUserLevel(session.Access_Level)),
      orgId: session.Access_Level === 1 && session.orgId !== null ? String(session.orgId) : null,
      Regions: [],
      Plants: [],
      Job_Title: '',
      Job_Desc: '',
      Reference_Delete: false,
    };
  }
  return {
    UserId: user.UserId,
    Password: '',
    First_Name: user.First_Name,
    Middle_Name: user.Middle_Name ?? '',
    Last_Name: user.Last_Name,
    Email: user.Email,
    Access_Level: String(user.Access_Level),
    orgId: user.orgId === null ? null : String(user.orgId),
    Regions: user.Regions.map((region) => String(region.regionId)),
    Plants: user.Plants.map((plant) => String(plant.plantId)),
    Job_Title: user.Job_Title,
    Job_Desc: user.Job_Desc,
    // L1 and L2 hold it by their level: a grant starts unticked if such a user is moved to L3 or L4.
    Reference_Delete: user.Access_Level >= 3 && user.Reference_Delete,
  };
}

/** Spec 1 §6: the creator's assignable levels; oneself keeps one's own level; an edited user keeps theirs. */
export function levelOptions(context: FormContext): AccessLevel[] {
  const { session, user } = context;
  if (user && isSelf(context)) return [toLevel(user.Access_Level)];
  const levels = new Set(assignableLevels(session.Access_Level));
  if (user) levels.add(toLevel(user.Access_Level));
  return [...levels].sort((a, b) => a - b);
}

/** Which fields the form shows for a target level (spec 1 §2, §5, §6). */
export function formLayout(context: FormContext, level: AccessLevel) {
  const fields = userFormFields(level);
  const self = isSelf(context);
  return {
    password: context.mode === 'create',
    email: context.mode === 'create' || context.session.Access_Level <= 2,
    organisation: context.session.Access_Level === 1 && fields.organisation,
    organisationEditable: !self && level === 2,
    regions: fields.regions,
    regionsEditable: !self,
    /** L4 targets choose plants; L3 targets get every plant of their regions. */
    plants: fields.plants,
    plantsEditable: !self,
    levelEditable: !self,
    /** The reference_delete checkbox: L1 and L2 editors, for someone else of level L3 or L4. */
    referenceDelete: !self && can.grantReferenceDelete(context.session.Access_Level, level),
  };
}
export type FormLayout = ReturnType<typeof formLayout>;

/** Every shown field is required except Middle Name; one's own regions and plants are not one's to choose. */
export function missingFields(values: UserFormValues, layout: FormLayout): UserFormField[] {
  const required: UserFormField[] = [
    'UserId',
    'First_Name',
    'Last_Name',
    'Access_Level',
    'Job_Title',
    'Job_Desc',
  ];
  if (layout.password) required.push('Password');
  if (layout.email) required.push('Email');
  if (layout.organisation) required.push('orgId');
  if (layout.regions && layout.regionsEditable) required.push('Regions');
  if (layout.plants && layout.plantsEditable) required.push('Plants');
  return required.filter((field) => {
    const value = values[field];
    if (typeof value === 'boolean') return false;
    return Array.isArray(value) ? value.length === 0 : !value?.trim();
  });
}

/** The request body; the organisation of a non-L1 editor is their own, and L1 users belong to none. */
export function buildBody(values: UserFormValues, layout: FormLayout, session: Session): UpdateUserBody {
  const level = toLevel(values.Access_Level);
  const orgId =
    session.Access_Level !== 1 ? session.orgId : level === 1 || !values.orgId ? null : Number(values.orgId);
  return {
    UserId: values.UserId.trim(),
    First_Name: values.First_Name.trim(),
    Middle_Name: values.Middle_Name.trim() || null,
    Last_Name: values.Last_Name.trim(),
    Email: layout.email ? values.Email.trim() : undefined,
    Access_Level: level,
    orgId,
    Regions: layout.regions ? values.Regions.map(Number) : [],
    Plants: layout.plants ? values.Plants.map(Number) : [],
    Job_Title: values.Job_Title.trim(),
    Job_Desc: values.Job_Desc.trim(),
    // Sent only by those who may grant it: absent, the server keeps the user's grant as it is.
    Reference_Delete: layout.referenceDelete ? values.Reference_Delete : undefined,
  };
}

export const createBody = (body: UpdateUserBody, values: UserFormValues): CreateUserBody => ({
  ...body,
  Email: body.Email ?? values.Email.trim(),
  Password: values.Password,
});
