import { Eye, HardHat, Hammer, Home, Paintbrush, Shield, Sparkles, Trees, Wind, Wrench, Zap } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { ServiceIconName } from '../../content/types';

const ICONS: Record<ServiceIconName, LucideIcon> = { Wrench, Zap, Wind, Trees, Sparkles, HardHat, Shield, Home, Hammer, Paintbrush, Eye };

/** The lucide component for a catalogue icon name, Wrench when unknown. */
export function serviceIcon(name: string | undefined): LucideIcon {
  return (name && ICONS[name as ServiceIconName]) || Wrench;
}
