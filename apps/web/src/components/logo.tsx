import { useId } from 'react';
import { Group, Text } from '@mantine/core';

interface LogoMarkProps {
  size?: number;
}

/** The product mark: a leaf carrying a check, for environmental records kept in order. */
export function LogoMark({ size = 32 }: LogoMarkProps) {
  const gradient = useId();
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" role="img" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#34a86a" />
          <stop offset="1" stopColor="#17603c" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill={`url(#${gradient})`} />
      <path d="M8.5 23.5C8.5 14.2 14.4 8.5 24 8.5c0 9.6-5.7 15.5-15 15Z" fill="#fff" />
      <path
        d="M11.5 17.5l3 3 6-7"
        fill="none"
        stroke="#1f7a4d"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

interface LogoProps {
  size?: number;
  inverted?: boolean;
}

export function Logo({ size = 32, inverted = false }: LogoProps) {
  return (
    <Group gap={10} wrap="nowrap" aria-label="EnviroTrack">
      <LogoMark size={size} />
      <Text
        component="span"
        fz={size * 0.62}
        fw={700}
        lh={1}
        c={inverted ? 'white' : 'dark.8'}
        style={{ letterSpacing: '-0.02em' }}
      >
        Enviro
        <Text component="span" inherit c={inverted ? 'green.1' : 'green.8'}>
          Track
        </Text>
      </Text>
    </Group>
  );
}
