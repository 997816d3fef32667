import {
  type BankAccountType,
  bankAccountInput,
  bankAccountTypeLabels,
  bankAccountTypes,
} from '@traspasa/shared/transfers';
import { ArrowLeftIcon, LandmarkIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { actionsColumn, CardFact, CardList, DataTable } from '@/components/data-list/data-table';
import { ListStates } from '@/components/data-list/list-states';
import { PageBody, PageHeader } from '@/components/page/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PendingButton } from '@/components/ui/pending-button';
import { paths } from '@/config/paths';
import { requestErrorMessage } from '@/lib/request-error';
import { useAddBankAccount, useBankAccounts, useSetBankAccountActive } from './admin-transfers-api';

const selectClass =
  'flex h-11 w-full rounded-lg border border-input bg-background px-3 py-0 text-base shadow-xs focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring md:text-sm';

type Field = 'bank' | 'accountType' | 'number' | 'holder' | 'ruc';
const empty = { bank: '', accountType: 'ahorros' as BankAccountType, number: '', holder: '', ruc: '' };

function AddAccountForm() {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<Field | 'form', string>>>({});
  const add = useAddBankAccount();
  const set = (k: Field) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [k]: e.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = bankAccountInput.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    add.mutate(parsed.data, {
      onSuccess: () => setValues(empty),
      onError: (err) =>
        setErrors({ form: requestErrorMessage(err, 'No pudimos agregar la cuenta. Inténtalo de nuevo.') }),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Agregar una cuenta</CardTitle>
        <CardDescription>
          Quien paga por transferencia verá estos datos tal cual, con botones para copiarlos.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4 sm:grid-cols-2" onSubmit={submit} noValidate>
          <FormField label="Banco" error={errors.bank} required>
            <Input
              value={values.bank}
              onChange={set('bank')}
              maxLength={80}
              placeholder="Por ejemplo: Banco Pichincha"
            />
          </FormField>
          <FormField label="Tipo de cuenta" error={errors.accountType} required>
            <select value={values.accountType} onChange={set('accountType')} className={selectClass}>
              {bankAccountTypes.map((t) => (
                <option key={t} value={t}>
                  {bankAccountTypeLabels[t]}
                </option>
              ))}
            </select>
          </FormField>
          <FormField label="Número de cuenta" error={errors.number} required>
            <Input value={values.number} onChange={set('number')} inputMode="numeric" maxLength={30} />
          </FormField>
          <FormField label="Titular" error={errors.holder} required>
            <Input value={values.holder} onChange={set('holder')} maxLength={120} />
          </FormField>
          <FormField label="RUC del titular" error={errors.ruc} hint="13 dígitos." required>
            <Input value={values.ruc} onChange={set('ruc')} inputMode="numeric" maxLength={13} />
          </FormField>
          {errors.form ? (
            <p role="alert" className="text-sm text-destructive sm:col-span-2">
              {errors.form}
            </p>
          ) : null}
          <div className="sm:col-span-2">
            <PendingButton
              type="submit"
              className="min-h-11"
              pending={add.isPending}
              pendingLabel="Agregando…"
            >
              Agregar la cuenta
            </PendingButton>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

/** `/admin/bank-accounts`: the accounts transfers go to; deactivated ones stop showing at checkout. */
export function BankAccountsScreen() {
  const query = useBankAccounts();
  const toggle = useSetBankAccountActive();
  const [error, setError] = useState<string | null>(null);
  const items = query.data?.items ?? [];
  const flip = (id: number, active: boolean) => {
    setError(null);
    toggle.mutate(
      { id, active },
      {
        onError: (err) =>
          setError(requestErrorMessage(err, 'No pudimos cambiar la cuenta. Inténtalo de nuevo.')),
      },
    );
  };
  const action = (a: (typeof items)[number]) => (
    <PendingButton
      size="sm"
      variant="outline"
      className="min-h-10"
      pending={toggle.isPending && toggle.variables?.id === a.id}
      pendingLabel="Guardando…"
      onClick={() => flip(a.id, !a.active)}
    >
      {a.active ? 'Desactivar' : 'Activar'}
      <span className="sr-only">
        {' '}
        la cuenta {a.number} de {a.bank}
      </span>
    </PendingButton>
  );

  return (
    <>
      <title>Cuentas bancarias | Traspasa</title>
      <PageHeader
        eyebrow="Transferencias"
        title="Cuentas bancarias"
        description="Las cuentas en las que Traspasa recibe transferencias y depósitos. Una cuenta desactivada deja de mostrarse en los pagos nuevos; cada cambio queda en el registro de auditoría."
        actions={
          <Button asChild variant="outline">
            <Link to={paths.adminTransfers.href}>
              <ArrowLeftIcon aria-hidden="true" />
              Transferencias por conciliar
            </Link>
          </Button>
        }
      />
      <PageBody className="grid grid-cols-1 gap-6">
        {error ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
            {error}
          </p>
        ) : null}
        <ListStates
          query={query}
          isEmpty={items.length === 0}
          loading="Cargando las cuentas"
          errorTitle="No pudimos cargar las cuentas"
          errorMessage={(err) => requestErrorMessage(err, 'Inténtalo de nuevo en unos segundos.')}
          empty={{
            icon: LandmarkIcon,
            title: 'Todavía no hay cuentas',
            text: 'Sin una cuenta activa, nadie puede pagar por transferencia. Agrega la primera abajo.',
          }}
        >
          <DataTable
            caption="Cuentas bancarias"
            columns={['Banco', 'Tipo', 'Número', 'Titular y RUC', 'Estado', actionsColumn]}
          >
            {items.map((a) => (
              <tr key={a.id} className="hover:bg-muted/40">
                <td className="px-4 py-3 font-medium">{a.bank}</td>
                <td className="px-4 py-3">{bankAccountTypeLabels[a.accountType]}</td>
                <td className="px-4 py-3 font-mono">{a.number}</td>
                <td className="px-4 py-3">
                  <p>{a.holder}</p>
                  <p className="font-mono text-xs text-muted-foreground">{a.ruc}</p>
                </td>
                <td className="px-4 py-3">
                  <Badge variant={a.active ? 'success' : 'muted'}>
                    {a.active ? 'Activa' : 'Desactivada'}
                  </Badge>
                </td>
                <td className="px-4 py-3 text-right">{action(a)}</td>
              </tr>
            ))}
          </DataTable>
          <CardList label="Cuentas bancarias">
            {items.map((a) => (
              <li key={a.id} className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm">
                <div className="flex items-start justify-between gap-3">
                  <p className="font-semibold">{a.bank}</p>
                  <Badge variant={a.active ? 'success' : 'muted'}>
                    {a.active ? 'Activa' : 'Desactivada'}
                  </Badge>
                </div>
                <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                  <CardFact label="Tipo">{bankAccountTypeLabels[a.accountType]}</CardFact>
                  <CardFact label="Número">
                    <span className="font-mono">{a.number}</span>
                  </CardFact>
                  <CardFact label="Titular">{a.holder}</CardFact>
                  <CardFact label="RUC">
                    <span className="font-mono">{a.ruc}</span>
                  </CardFact>
                </dl>
                <div>{action(a)}</div>
              </li>
            ))}
          </CardList>
        </ListStates>
        <AddAccountForm />
      </PageBody>
    </>
  );
}
