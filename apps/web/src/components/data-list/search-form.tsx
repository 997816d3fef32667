import { SearchIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

/**
 * «Buscar» and its box, sent with Enter or the magnifier button: the form and the button are
 * both named `label` («Buscar errores»). The words typed are the caller's state (`value`), so a
 * reset can empty the box; `onSearch` gets them trimmed, or null when nothing is left.
 */
export function SearchForm({
  id,
  label,
  value,
  onValueChange,
  onSearch,
  maxLength,
  placeholder,
  className,
}: {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  onSearch: (q: string | null) => void;
  maxLength: number;
  placeholder: string;
  className?: string;
}) {
  return (
    <form
      aria-label={label}
      className={cn('grid gap-2', className)}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(value.trim() || null);
      }}
    >
      <Label htmlFor={id}>Buscar</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          type="search"
          value={value}
          maxLength={maxLength}
          placeholder={placeholder}
          onChange={(event) => onValueChange(event.target.value)}
        />
        <Button type="submit" variant="outline" aria-label={label}>
          <SearchIcon aria-hidden="true" />
        </Button>
      </div>
    </form>
  );
}
