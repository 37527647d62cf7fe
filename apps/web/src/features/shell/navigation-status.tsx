import { Paper } from '@mantine/core';
import { useNavigation } from 'react-router';
import { InlineLoader } from '../../components/page-loader.tsx';

/**
 * 'Laden...' while the next screen's code loads (its first visit); the current screen stays until it is there.
 * It fades in after a moment (global.css), so a quick load shows nothing.
 */
export function NavigationStatus() {
  const navigation = useNavigation();
  if (navigation.state !== 'loading') return null;
  return (
    <Paper
      className="navigation-status"
      pos="fixed"
      top={12}
      left="50%"
      px="md"
      py={6}
      shadow="sm"
      withBorder
      style={{ transform: 'translateX(-50%)', zIndex: 1000 }}
    >
      <InlineLoader />
    </Paper>
  );
}
