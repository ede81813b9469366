import { Button, Group } from '@mantine/core';
import type { SetupQuestion } from '@envirotrack/shared';

interface ChoiceButtonsProps {
  question: SetupQuestion;
  answer: string;
  labelId: string;
  readOnly: boolean;
  /** Called with the clicked choice; clicking the chosen one again clears the answer (toggleChoice). */
  onPick: (choice: string) => void;
}

/** An ObjectiveType question's choices as buttons; the follow-up answer shows red when chosen. */
export function ChoiceButtons({ question, answer, labelId, readOnly, onPick }: ChoiceButtonsProps) {
  return (
    <Group gap="xs" role="group" aria-labelledby={labelId}>
      {question.choices.map((choice) => {
        const chosen = answer === choice;
        const isTrigger = question.isFlagged && question.followUpOn === choice;
        return (
          <Button
            key={choice}
            size="xs"
            miw={72}
            variant={chosen ? 'filled' : 'default'}
            color={chosen && isTrigger ? 'red' : undefined}
            aria-pressed={chosen}
            disabled={readOnly && !chosen}
            onClick={() => !readOnly && onPick(choice)}
          >
            {choice}
          </Button>
        );
      })}
    </Group>
  );
}
