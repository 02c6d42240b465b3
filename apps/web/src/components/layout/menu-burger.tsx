// The button that opens and closes the sidebar. Mantine's Burger draws its lines in a <div> inside
// the <button>, which HTML does not allow there (a button holds phrasing content only); this one
// draws them in a span.
import { UnstyledButton, type UnstyledButtonProps } from '@mantine/core';
import classes from './menu-burger.module.css';

export function MenuBurger({
  opened,
  onClick,
  ...others
}: {
  opened: boolean;
  onClick: () => void;
  'aria-label': string;
  'aria-expanded'?: boolean;
} & Pick<UnstyledButtonProps, 'hiddenFrom' | 'visibleFrom'>) {
  return (
    <UnstyledButton className={classes.button} onClick={onClick} {...others}>
      <span className={classes.lines} data-opened={opened || undefined} />
    </UnstyledButton>
  );
}
