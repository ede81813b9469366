import type { MouseEvent } from 'react';
import { IconSchool } from '@tabler/icons-react';
import { ApiError } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import { useElmsLink } from '../api/get-elms-link';
import { LinkCard } from './link-card';

interface TrainingPortalCardProps {
  portalUrl: string;
  /** The user's eLMS flag: the portal opens signed in with a short-lived token. */
  signOn: boolean;
}

/** Without sign-on (403) or without a configured secret (404) the portal still opens, at its sign-in page. */
const portalWithoutToken = (error: Error) =>
  error instanceof ApiError && (error.status === 403 || error.status === 404);

export function TrainingPortalCard({ portalUrl, signOn }: TrainingPortalCardProps) {
  const elmsLink = useElmsLink();

  const openSignedIn = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (elmsLink.isPending) return;
    // Opened now, while the click still counts as the user's gesture; pop-up blockers would refuse it later.
    const tab = window.open('about:blank', '_blank');
    if (tab) tab.opener = null;
    const show = (url: string) => {
      if (tab) tab.location.replace(url);
      else window.open(url, '_blank', 'noopener,noreferrer');
    };
    elmsLink.mutate(undefined, {
      onSuccess: ({ url }) => show(url),
      onError: (error) => {
        if (portalWithoutToken(error)) return show(portalUrl);
        tab?.close();
        notifyError(error);
      },
    });
  };

  return (
    <LinkCard
      icon={<IconSchool size={24} />}
      color="indigo"
      title="Training Portal"
      description={
        signOn
          ? 'Courses and certificates. You are signed in automatically.'
          : 'Courses, refresher training and certificates.'
      }
      to={portalUrl}
      external
      busy={elmsLink.isPending}
      onClick={signOn ? openSignedIn : undefined}
    />
  );
}
