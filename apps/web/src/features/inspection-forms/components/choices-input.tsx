import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { TagsInput } from '@mantine/core';
import { formMessages, MAX_CHOICES, sameChoice } from '@envirotrack/shared';

interface ChoicesInputProps {
  value: string[];
  onChange: (choices: string[]) => void;
  error?: ReactNode;
}

/**
 * The answers of a choice question (spec 2 §5): each added with Enter or Tab, all different, at most six;
 * the 'Add an answer' placeholder shows only while there is room for another.
 */
export function ChoicesInput({ value, onChange, error }: ChoicesInputProps) {
  const [search, setSearch] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const full = value.length >= MAX_CHOICES;

  const add = (text: string) => {
    const choice = text.trim();
    if (!choice) return;
    if (value.some((existing) => sameChoice(existing, choice))) {
      setProblem(formMessages.duplicateChoice);
      setSearch('');
    } else if (full) {
      setProblem(formMessages.tooManyChoices);
    } else {
      setProblem(null);
      setSearch('');
      onChange([...value, choice]);
    }
  };

  // Enter is the input's own; Tab adds too, and only moves on when nothing is typed.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Tab' || event.shiftKey || !search.trim()) return;
    event.preventDefault();
    add(search);
  };

  return (
    <TagsInput
      label="Choices"
      description={`Press Enter or Tab after each answer, up to ${MAX_CHOICES}.`}
      withAsterisk
      value={value}
      onChange={(choices) => {
        setProblem(null);
        onChange(choices);
      }}
      searchValue={search}
      onSearchChange={(text) => {
        setSearch(text);
        // Cleared by the input itself after a refused duplicate: keep saying why.
        if (text && !full) setProblem(null);
      }}
      onKeyDown={onKeyDown}
      maxTags={MAX_CHOICES}
      // Also called when focus leaves a full input with nothing typed: that is no attempt to add.
      onMaxTags={(text) => {
        if (text.trim()) setProblem(formMessages.tooManyChoices);
      }}
      isDuplicate={(text, current) => current.some((existing) => sameChoice(existing, text))}
      onDuplicate={() => setProblem(formMessages.duplicateChoice)}
      splitChars={[]}
      placeholder={full ? undefined : formMessages.addAnswer}
      error={problem ?? error}
      clearable
    />
  );
}
