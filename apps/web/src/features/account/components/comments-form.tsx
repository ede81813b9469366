import type { ReactNode } from 'react';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconSend } from '@tabler/icons-react';
import type { z } from 'zod';

interface CommentsFormProps {
  label: string;
  placeholder: string;
  submitLabel: string;
  /** The field's schema from the call's contract: its empty-field message and its length limit. */
  schema: z.ZodString;
  pending: boolean;
  /** Called with the trimmed text; `reset` empties the form once the call succeeded. */
  onSubmit: (text: string, reset: () => void) => void;
  secondaryAction?: ReactNode;
}

/** One comments textarea and a send button, validated by the contract before anything is sent. */
export function CommentsForm({
  label,
  placeholder,
  submitLabel,
  schema,
  pending,
  onSubmit,
  secondaryAction,
}: CommentsFormProps) {
  const form = useForm({
    initialValues: { comments: '' },
    validate: {
      comments: (value) => {
        const parsed = schema.safeParse(value);
        return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
      },
    },
  });
  const length = form.values.comments.length;
  const maxLength = schema.maxLength ?? undefined;

  return (
    <form onSubmit={form.onSubmit(({ comments }) => onSubmit(comments.trim(), form.reset))} noValidate>
      <Stack gap="md">
        <div>
          <Textarea
            label={label}
            placeholder={placeholder}
            autosize
            minRows={6}
            maxRows={14}
            maxLength={maxLength}
            autoFocus
            {...form.getInputProps('comments')}
          />
          {maxLength && (
            <Text size="xs" c="dimmed" ta="right" mt={4}>
              {length} / {maxLength}
            </Text>
          )}
        </div>
        <Group justify="flex-end" gap="sm">
          {secondaryAction}
          <Button type="submit" loading={pending} leftSection={<IconSend size={16} />} miw={140}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
