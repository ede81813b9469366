import type { ReactNode } from 'react';
import { ActionIcon, Container, Flex, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@envirotrack/shared';
import hint from './hint.module.css';

interface PageFrameProps {
  title: string;
  /** Where the back arrow leads; by default the previous page, or home when there is none. */
  backTo?: string;
  withBack?: boolean;
  actions?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** Lines the title may take before it is cut short (long report titles take more than one). */
  titleLines?: number;
  children: ReactNode;
}

export function PageFrame({
  title,
  backTo,
  withBack = true,
  actions,
  size = 'xl',
  titleLines = 1,
  children,
}: PageFrameProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const goBack = () => {
    if (backTo) void navigate(backTo);
    else if (location.key === 'default') void navigate(paths.home);
    else void navigate(-1);
  };

  return (
    <Container size={size} w="100%" py="lg">
      <Stack gap="lg">
        {/* Below 768 px the actions go below a title they would otherwise cut short ('Mainte…'). */}
        <Flex justify="space-between" align="center" gap="sm" wrap={{ base: 'wrap', sm: 'nowrap' }}>
          <Group gap="xs" wrap="nowrap" miw={0}>
            {withBack && (
              <span className={hint.hint} data-hint="Back">
                <ActionIcon variant="subtle" color="gray" size="lg" onClick={goBack} aria-label="Back">
                  <IconArrowLeft size={20} />
                </ActionIcon>
              </span>
            )}
            <Title order={2} fz={{ base: 'h3', sm: 'h2' }} lineClamp={titleLines}>
              {title}
            </Title>
          </Group>
          {actions && <Group gap="xs">{actions}</Group>}
        </Flex>
        {children}
      </Stack>
    </Container>
  );
}
