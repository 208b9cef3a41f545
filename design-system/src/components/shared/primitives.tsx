import { chakra } from '@chakra-ui/react/styled-system';
import { iconCircleRecipe, tileRecipe } from '../../theme/recipes';

/** Surface for tiles and small cards; `interactive` for tiles that are links or buttons. */
export const Tile = chakra('div', tileRecipe);

/** Round tinted icon holder; set `colorPalette` to tint it. */
export const IconCircle = chakra('span', iconCircleRecipe);
