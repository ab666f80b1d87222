import type { AuthModalProps } from '@/app/auth-modal-context';

/**
 * Login / register modal (public-area.md §2 "Auth modal"). Placeholder: the accounts
 * feature replaces this file; it should build on components/ui/Modal.
 */
export function AuthModal(_props: AuthModalProps) {
  return null;
}
