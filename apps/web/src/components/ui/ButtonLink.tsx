import { Link, type LinkProps } from 'react-router';
import { type ButtonSize, type ButtonVariant, buttonClass } from './Button';

/** A router link that looks like a button. */
export function ButtonLink({
  variant = 'primary',
  size = 'md',
  className,
  ...rest
}: LinkProps & { variant?: ButtonVariant; size?: ButtonSize }) {
  return <Link className={buttonClass(variant, size, className)} {...rest} />;
}
