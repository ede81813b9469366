/** Every user-facing text the specification quotes, one constant each (spec 1 §5, §8). */
export const messages = {
  genericFailure: 'Something went wrong please try again later...!',
  fillAllFields: 'Please fill all fields',
  enterEmail: 'Please enter your email to continue...',
  addSignature: 'Please add your signature.',
  invalidPasswordChange: 'Invalid password. You password should match the conditions',
  invalidPasswordCreate: 'Invalid password. You password should match these conditions',
  passwordsDiffer: 'New Password and Confirm Password should be same',
  resetFailed: 'Please enter valid inputs.',
  passwordHint:
    'Password should have at least one Uppercase Letter, one Lowercase character, one numeric character, one special symbol and minimum length of password should be 8 character',
  resetPasswordHint:
    'The password needs an uppercase letter, a lowercase letter, a digit, a special symbol (!@#$%^&) and at least 8 characters.',
  networkError: 'Network error: Unable to reach the backend server',
  sessionTimeout: 'Session time-out',
  organizationInfo: 'Organization Info',
  selectOrganisation: 'Select Organisation...',
  selectAnOrganisation: 'Select an organisation...',
  forgotCaption: 'Please enter your email here to reset the password',
  pageError: 'Oops Something went wrong...!!',
  formSubmitted: 'Form submitted successfully...!!!',
  passwordUpdated: 'Password updated successfully...!!!',
  passwordUpdatedReset: 'Password Updated Successfully.',
  temporaryPasswordSent: 'Password updated. Temporary password sent to your registered mail.',
  emailSent: 'Email Sent Successfully.',
  noUsers: 'No Users found',
  noOrganisations: 'No organisation found',
  loginDescription: 'A system for environmental connection',
  allOrganisations: 'All organisations',
} as const;

export type MessageKey = keyof typeof messages;

/** Toast and alert durations in milliseconds (spec 1 §8, §9). */
export const durations = {
  networkError: 7000,
  postFailure: 14000,
  failure: 8000,
  success: 2000,
  resetSuccess: 1000,
  /** Create, update and delete toasts of organisations, users and form set-up (spec 1 §9, spec 2 §9). */
  saved: 1000,
  alert: 3000,
} as const;

/** Texts of the users, organisations, profile and feedback screens (spec 1 §2, §8). */
export const userMessages = {
  organisationCreated: 'Organisation Created Successfully.',
  organisationUpdated: 'Organisation updated Successfully.',
  userCreated: 'User Created Successfully.',
  userDeleted: 'User Deleted Successfully.',
  userUpdated: 'User Updated Successfully.',
  sendPasswordConfirm: (name: string) => `Are you sure you want to send password for user ${name}?`,
  searchOrganisations: 'Enter Organisation name to search...',
  feedbackTitle: 'How are we doing...?',
  ownLevel: 'Access level cannot be changed on one’s own account.',
  statusUpdated: 'User status updated successfully.',
  /** An L1 acting in one organisation manages that organisation's users only. */
  actingOrganisation:
    'You are acting in another organisation: switch to that organisation (or All) to manage its users.',
  /** The Organisation field is editable only for L2 users (spec 1 §6). */
  organisationFixed:
    'Only L2 users can be moved to another organisation: an L3 or L4 user keeps the organisation of their regions and plants.',
  regionsInUse: (blocked: readonly { name: string; users: number; plants: number }[]) =>
    `${blocked
      .map(({ name, users, plants }) => {
        const counted = [
          users ? `${users} user${users === 1 ? '' : 's'}` : '',
          plants ? `${plants} plant${plants === 1 ? '' : 's'}` : '',
        ].filter(Boolean);
        return `Region ${name} still has ${counted.join(' and ')}`;
      })
      .join('; ')}. Move them to another region first.`,
  /** The user form's reference_delete grant (docs/decisions.md, reference_delete). */
  referenceDeleteLabel: 'May delete reference documents',
  referenceDeleteHint:
    'Shows the delete controls on the Reference Documents page. L1 and L2 users always may.',
  referenceDeleteForbidden: 'Only L1 and L2 users can grant the permission to delete reference documents.',
  passwordMailFailed:
    'The e-mail with the new password could not be sent, so the password was not changed. Please try again later.',
} as const;

/** Texts of the user page's confirmations and form that the spec does not quote (docs/decisions.md). */
export const userActionMessages = {
  activateConfirm: (name: string) => `Are you sure you want to activate user ${name}?`,
  deactivateConfirm: (name: string) => `Are you sure you want to deactivate user ${name}?`,
  deleteConfirm: (name: string) => `Are you sure you want to delete user ${name}?`,
  cannotEdit: 'You cannot edit this user.',
  noneAssigned: 'None assigned yet',
  /** L1 users are shown with Regions and Plants as All (spec 1 §6). */
  all: 'All',
} as const;

/** Success texts of the personal pages the spec does not quote (docs/decisions.md, 'Personal pages'). */
export const accountMessages = {
  feedbackSent: 'Thank you for your feedback.',
  supportRecorded: 'Your request has been recorded.',
} as const;

/** Texts of the plant screens that the spec does not quote (docs/decisions.md, 'Plant screens'). */
export const plantActionMessages = {
  activateConfirm: (plant: string) => `Are you sure you want to activate plant ${plant}?`,
  deactivateConfirm: (plant: string) => `Are you sure you want to deactivate plant ${plant}?`,
  deleteConfirm: (plant: string) => `Are you sure you want to delete plant ${plant}?`,
  noUsers: 'No users are assigned to this plant.',
  noSelectedForms: 'No inspection forms are chosen for this plant.',
  chooseFacilityType: 'Choose a Facility Type to see its inspection forms.',
  noneChosen: 'None chosen',
} as const;
