import { useState } from 'react';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import {
  createUserBody,
  durations,
  isValidPassword,
  messages,
  updateUserBody,
  userMessages,
} from '@envirotrack/shared';
import { ApiError } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCreateUser } from '../api/create-user';
import { useUpdateUser } from '../api/update-user';
import { userPaths } from '../user-paths';
import {
  buildBody,
  createBody,
  fieldLabels,
  formLayout,
  initialValues,
  missingFields,
  toLevel,
  type FormContext,
  type UserFormValues,
} from './user-form-model';

const isField = (path: string): path is keyof UserFormValues => path in fieldLabels;

/** State, validation (spec 1 §5) and saving of the create and update forms. */
export function useUserForm(context: FormContext, returnTo: string) {
  const navigate = useNavigate();
  const create = useCreateUser();
  const update = useUpdateUser();
  const [leaving, setLeaving] = useState(false);
  const form = useForm<UserFormValues>({ initialValues: initialValues(context) });
  const layout = formLayout(context, toLevel(form.values.Access_Level));

  const markIssues = (issues: { path: string; message: string }[]) =>
    issues.forEach(({ path, message }) => {
      if (isField(path)) form.setFieldError(path, message);
    });

  const failed = (error: Error) => {
    if (error instanceof ApiError && error.errors) markIssues(error.errors);
    notifyError(error);
  };

  const submit = form.onSubmit((values) => {
    // Each attempt shows only its own complaint, not the ones the user has fixed since.
    notifications.clean();
    form.clearErrors();
    const missing = missingFields(values, layout);
    if (missing.length) {
      markIssues(missing.map((path) => ({ path, message: `${fieldLabels[path]} is required.` })));
      // Spec 1 §5: on the user form a missing field gives the generic failure toast; the fields say which.
      notifyError(messages.genericFailure);
      return;
    }
    if (layout.password && !isValidPassword(values.Password)) {
      form.setFieldError('Password', messages.invalidPasswordCreate);
      notifyError(messages.invalidPasswordCreate);
      return;
    }
    const body = buildBody(values, layout, context.session);
    const parsed = (context.mode === 'create' ? createUserBody : updateUserBody).safeParse(
      context.mode === 'create' ? createBody(body, values) : body,
    );
    if (!parsed.success) {
      markIssues(
        parsed.error.issues.map((issue) => ({ path: String(issue.path[0]), message: issue.message })),
      );
      notifyError(parsed.error.issues[0]?.message ?? messages.genericFailure);
      return;
    }
    if (context.mode === 'create' || !context.user) {
      create.mutate(createBody(body, values), {
        onSuccess: ({ message }) => {
          notifySuccess(message ?? userMessages.userCreated, durations.saved);
          setLeaving(true);
          window.setTimeout(() => void navigate(userPaths.list), durations.saved);
        },
        onError: failed,
      });
      return;
    }
    update.mutate(
      { id: context.user.UniqueId, body },
      {
        onSuccess: ({ message }) => {
          notifySuccess(message ?? userMessages.userUpdated, durations.saved);
          void navigate(returnTo);
        },
        onError: failed,
      },
    );
  });

  return { form, layout, submit, saving: create.isPending || update.isPending || leaving };
}
