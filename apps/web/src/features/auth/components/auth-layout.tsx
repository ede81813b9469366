import type { ReactNode } from 'react';
import { Box, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { messages } from '@envirotrack/shared';
import { Logo } from '../../../components/logo';
import { MAIN_CONTENT_ID } from '../../../components/skip-link';
import { SiteFooter } from '../../../components/site-footer';
import classes from './auth-layout.module.css';

const highlights = [
  'Environmental inspections and housekeeping forms',
  'Daily to yearly reports, ready for the inspector',
  'Flagged answers followed up until they are closed',
];

interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}

export function AuthLayout({ title, subtitle, children }: AuthLayoutProps) {
  return (
    <div className={classes.root}>
      <aside className={classes.brand}>
        <Logo size={40} inverted />
        <Stack gap="xl" maw={420} pos="relative">
          <Title order={1} fz={34} lh={1.2} c="white">
            {messages.loginDescription}
          </Title>
          <List
            spacing="sm"
            icon={
              <ThemeIcon size={22} radius="xl" color="white" c="green.8">
                <IconCheck size={14} stroke={3} />
              </ThemeIcon>
            }
          >
            {highlights.map((item) => (
              <List.Item key={item}>
                <Text c="green.0">{item}</Text>
              </List.Item>
            ))}
          </List>
        </Stack>
        <Text size="sm" c="green.1" pos="relative">
          Compliance records for ready-mix, quarry, asphalt and maintenance-shop plants.
        </Text>
        <Contours />
      </aside>

      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        <div className={classes.content}>
          <Stack className={classes.card} gap="lg">
            <Stack className={classes.mobileBrand} gap={6} align="center">
              <Logo size={36} />
              <Text size="sm" c="dimmed" ta="center">
                {messages.loginDescription}
              </Text>
            </Stack>
            <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 32 }}>
              <Stack gap="lg">
                <Box>
                  <Title order={2} fz={24}>
                    {title}
                  </Title>
                  {subtitle && (
                    <Text c="dimmed" size="sm" mt={6}>
                      {subtitle}
                    </Text>
                  )}
                </Box>
                {children}
              </Stack>
            </Paper>
          </Stack>
        </div>
        <SiteFooter />
      </main>
    </div>
  );
}

function Contours() {
  return (
    <svg className={classes.contours} viewBox="0 0 600 400" fill="none" aria-hidden="true">
      {[0, 1, 2, 3, 4, 5, 6].map((ring) => (
        <path
          key={ring}
          d={`M${40 - ring * 30} ${380 - ring * 8} C ${160 - ring * 10} ${260 - ring * 30}, ${300 + ring * 10} ${
            330 - ring * 40
          }, ${620 + ring * 10} ${150 - ring * 25}`}
          stroke="white"
          strokeWidth="2"
        />
      ))}
    </svg>
  );
}
