import { deferredControl } from '../../lib/deferred-control';
import type { Session } from '../../lib/session';
import { UserButton } from './user-button';

const DeferredUserMenu = deferredControl(() =>
  import('./user-menu-dropdown').then((m) => m.UserMenuDropdown),
);

export function UserMenu({ session }: { session: Session }) {
  return (
    <DeferredUserMenu
      part={{ session }}
      stub={(handlers) => (
        <UserButton session={session} aria-haspopup="menu" aria-expanded={false} {...handlers} />
      )}
    />
  );
}
