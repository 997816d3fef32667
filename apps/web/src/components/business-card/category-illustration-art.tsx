import type { BusinessCategory } from '@traspasa/shared/enums';
import {
  BedDoubleIcon,
  BookOpenIcon,
  BoxesIcon,
  BriefcaseIcon,
  Building2Icon,
  BusIcon,
  CalculatorIcon,
  ChefHatIcon,
  CodeIcon,
  CoffeeIcon,
  CogIcon,
  CpuIcon,
  FactoryIcon,
  GraduationCapIcon,
  HammerIcon,
  HardHatIcon,
  HeartPulseIcon,
  HotelIcon,
  HouseIcon,
  KeyRoundIcon,
  LandmarkIcon,
  LaptopIcon,
  LightbulbIcon,
  type LucideIcon,
  PackageIcon,
  PiggyBankIcon,
  PillIcon,
  RulerIcon,
  SchoolIcon,
  ScissorsIcon,
  ShoppingBagIcon,
  ShoppingCartIcon,
  SparklesIcon,
  SproutIcon,
  StethoscopeIcon,
  StoreIcon,
  TentIcon,
  TractorIcon,
  TruckIcon,
  UtensilsCrossedIcon,
  WheatIcon,
  WrenchIcon,
} from 'lucide-react';
import { ILLUSTRATION_VARIANTS } from '@/lib/listings/images';
import { cn } from '@/lib/utils';

/** Three pictures per category, all of that kind of business (ILLUSTRATION_VARIANTS). */
const icons: Record<BusinessCategory, readonly [LucideIcon, LucideIcon, LucideIcon]> = {
  restaurant: [UtensilsCrossedIcon, CoffeeIcon, ChefHatIcon],
  retail: [StoreIcon, ShoppingBagIcon, ShoppingCartIcon],
  service: [ScissorsIcon, WrenchIcon, SparklesIcon],
  manufacturing: [FactoryIcon, CogIcon, PackageIcon],
  technology: [LaptopIcon, CodeIcon, CpuIcon],
  healthcare: [StethoscopeIcon, HeartPulseIcon, PillIcon],
  education: [GraduationCapIcon, BookOpenIcon, SchoolIcon],
  hospitality: [BedDoubleIcon, HotelIcon, TentIcon],
  construction: [HardHatIcon, HammerIcon, RulerIcon],
  agriculture: [SproutIcon, TractorIcon, WheatIcon],
  transportation: [TruckIcon, BusIcon, PackageIcon],
  realestate: [Building2Icon, HouseIcon, KeyRoundIcon],
  finance: [LandmarkIcon, PiggyBankIcon, CalculatorIcon],
  other: [BriefcaseIcon, BoxesIcon, LightbulbIcon],
};

/** Backgrounds of the variants: calm tints of the brand's palette, dark enough for the icon. */
const tints = [
  'from-primary-soft to-secondary text-primary',
  'from-amber-50 to-amber-100 text-amber-800',
  'from-emerald-50 to-teal-100 text-teal-800',
] as const;

/**
 * A listing without photos: an illustration of its category (decorative — the card says the
 * category in words), `variant` chosen by `cardPictures` so neighbours differ.
 */
export function CategoryIllustrationArt({
  category,
  variant,
  className,
}: {
  category: string | null | undefined;
  variant: number;
  className?: string;
}) {
  const set = icons[(category ?? 'other') as BusinessCategory] ?? icons.other;
  const n = ((variant % ILLUSTRATION_VARIANTS) + ILLUSTRATION_VARIANTS) % ILLUSTRATION_VARIANTS;
  const Icon = set[n]!;
  const Accent = set[(n + 1) % ILLUSTRATION_VARIANTS]!;
  return (
    <div
      aria-hidden="true"
      data-illustration={`${category ?? 'other'}-${n}`}
      className={cn(
        'relative flex size-full items-center justify-center overflow-hidden bg-gradient-to-br',
        tints[n],
        className,
      )}
    >
      <Accent className="absolute -right-4 -bottom-4 size-28 opacity-10" strokeWidth={1.5} />
      <Icon className="size-16 opacity-80" strokeWidth={1.5} />
    </div>
  );
}
