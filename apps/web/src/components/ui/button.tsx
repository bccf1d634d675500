import type { ButtonHTMLAttributes } from 'react';
import { buttonClasses, type ButtonVariant } from './button-styles';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
}

export function Button({ variant = 'primary', className = '', type, ...props }: ButtonProps) {
  return (
    <button type={type ?? 'button'} className={buttonClasses(variant, className)} {...props} />
  );
}
