import type { ReactNode } from 'react';
import { Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconLifebuoy, IconMessageHeart } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useOutletContext } from 'react-router';
import { paths, type AccountInfo } from '@envirotrack/shared';
import { PageLoader } from '../../../components/page-loader';
import { useSession } from '../../../lib/session';
import { HomeHero } from '../components/home-hero';
import { LinkCard } from '../components/link-card';
import { TrainingPortalCard } from '../components/training-portal-card';
import { WorkspaceTiles } from '../components/workspace-tiles';

/** `/home` (spec 1 §2): the welcome, the tiles to every area, the training portal, feedback and support. */
export function HomeRoute() {
  const session = useSession();
  // GET /me, loaded by the app layout for the whole shell.
  const account = useOutletContext<UseQueryResult<AccountInfo>>();
  if (!session) return null;

  return (
    <Container size="xl" w="100%" py="xl">
      <Stack gap={40}>
        <HomeHero session={session} archivedApp={account.data?.archivedApp ?? null} />

        <Section
          id="home-workspace"
          title="Your workspace"
          hint="Each area opens here as it becomes available."
        >
          <PageLoader query={account}>
            {(info) => (
              <WorkspaceTiles
                level={session.Access_Level}
                settings={info.orgSettings}
                orgId={session.orgId}
              />
            )}
          </PageLoader>
        </Section>

        {/* Once GET /me has answered: the tiles above come with it, so the section never moves down. */}
        {account.status !== 'pending' && (
          <Section id="home-help" title="Learning and support">
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
              {account.data?.trainingPortalUrl && (
                <TrainingPortalCard portalUrl={account.data.trainingPortalUrl} signOn={session.elmsFlag} />
              )}
              <LinkCard
                icon={<IconMessageHeart size={24} />}
                color="pink"
                title="Feedback"
                description="How are we doing? Tell us what works and what gets in your way."
                to={paths.feedback}
              />
              <LinkCard
                icon={<IconLifebuoy size={24} />}
                color="cyan"
                title="Technical Support"
                description="Report a problem or ask the support team for help."
                to={paths.technicalSupport}
              />
            </SimpleGrid>
          </Section>
        )}
      </Stack>
    </Container>
  );
}

function Section({
  id,
  title,
  hint,
  children,
}: {
  id: string;
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <Stack component="section" aria-labelledby={id} gap="md">
      <div>
        <Title order={2} fz="h4" id={id}>
          {title}
        </Title>
        {hint && (
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        )}
      </div>
      {children}
    </Stack>
  );
}
