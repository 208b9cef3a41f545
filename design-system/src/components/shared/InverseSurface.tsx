import { Box } from '@chakra-ui/react/box';
import type { BoxProps } from '@chakra-ui/react/box';

export interface InverseSurfaceProps extends BoxProps {}

/**
 * A deep-blue band (hero, footer) whose content uses the dark-theme tokens in
 * both themes: the `dark` class opens a dark token scope and `chakra-theme`
 * re-declares the variables inside it, so every nested component (badges,
 * links, cards) keeps AA contrast on the blue without special props.
 */
export function InverseSurface({ children, ...rest }: InverseSurfaceProps) {
  return (
    <Box className="dark" display="contents">
      <Box
        className="chakra-theme"
        colorPalette="brand"
        bgGradient="to-br"
        gradientFrom="brand.800"
        gradientTo="brand.950"
        bg="brand.900"
        color="fg"
        {...rest}
      >
        {children}
      </Box>
    </Box>
  );
}
