import { type DescriptionsProps, Grid } from 'antd';

/**
 * The look of the pages' fact lists: two columns on wide screens with labels on one line; on a phone
 * one column, each label over its value, so nothing runs off the screen.
 */
export function useDescriptionsLayout(): Pick<
  DescriptionsProps,
  'bordered' | 'size' | 'column' | 'layout' | 'styles'
> {
  const screens = Grid.useBreakpoint();
  const isPhone = screens.sm === false;
  return {
    bordered: true,
    size: 'small',
    column: { xs: 1, sm: 1, md: 2 },
    layout: isPhone ? 'vertical' : 'horizontal',
    styles: isPhone ? undefined : { label: { whiteSpace: 'nowrap' } },
  };
}
