import type { ReactNode } from 'react';
import {
  Alert,
  Button,
  Divider,
  Grid,
  Group,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAt, IconDeviceFloppy, IconId, IconInfoCircle, IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { messages } from '@envirotrack/shared';
import { useUserForm } from './use-user-form';
import { UserAccessFields } from './user-access-fields';
import type { FormContext } from './user-form-model';

interface UserFormProps {
  context: FormContext;
  /** Where Cancel and a saved update lead. */
  returnTo: string;
}

/** The Add User (form CreateForm) and Update User (form Update Form) form of spec 1 §2. */
export function UserForm({ context, returnTo }: UserFormProps) {
  const { form, layout, submit, saving } = useUserForm(context, returnTo);
  const creating = context.mode === 'create';

  return (
    <form id={creating ? 'CreateForm' : 'Update Form'} onSubmit={submit} noValidate>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="xl">
          <Section title="Account" description="How this person signs in and where we e-mail them.">
            <TextInput
              label="User ID"
              withAsterisk
              autoComplete="off"
              leftSection={<IconId size={16} />}
              {...form.getInputProps('UserId')}
            />
            {layout.password && (
              <>
                <PasswordInput
                  label="Password"
                  withAsterisk
                  autoComplete="new-password"
                  leftSection={<IconLock size={16} />}
                  {...form.getInputProps('Password')}
                />
                <Alert variant="light" color="gray" icon={<IconInfoCircle size={18} />} p="sm" fz="sm">
                  {messages.passwordHint}
                </Alert>
              </>
            )}
            {layout.email && (
              <TextInput
                label="Email"
                type="email"
                withAsterisk
                autoComplete="off"
                leftSection={<IconAt size={16} />}
                {...form.getInputProps('Email')}
              />
            )}
          </Section>
          <Divider />
          <Section title="Name" description="As it appears on reports and signatures.">
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              <TextInput label="First Name" withAsterisk {...form.getInputProps('First_Name')} />
              <TextInput label="Middle Name" {...form.getInputProps('Middle_Name')} />
              <TextInput label="Last Name" withAsterisk {...form.getInputProps('Last_Name')} />
            </SimpleGrid>
          </Section>
          <Divider />
          <Section title="Access" description="What this person may see and do, and where.">
            <UserAccessFields form={form} layout={layout} context={context} />
          </Section>
          <Divider />
          <Section title="Job" description="The role this person holds in the organisation.">
            <TextInput label="Job Title" withAsterisk {...form.getInputProps('Job_Title')} />
            <Textarea
              label="Job Description"
              withAsterisk
              autosize
              minRows={3}
              maxRows={8}
              {...form.getInputProps('Job_Desc')}
            />
          </Section>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" component={Link} to={returnTo}>
              Cancel
            </Button>
            <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={16} />} miw={140}>
              {creating ? 'Create User' : 'Update User'}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </form>
  );
}

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Grid gap={{ base: 'sm', md: 'xl' }}>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Title order={4} fz="md">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="md">{children}</Stack>
      </Grid.Col>
    </Grid>
  );
}
