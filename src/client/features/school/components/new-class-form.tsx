import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CHILD_NAME_MAX,
  SCHOOL_AGE_GROUPS,
  SCHOOL_TRADITIONS,
  type SchoolAgeGroup,
} from '@/contracts/school';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Field } from '@/client/components/ui/field';
import { Input } from '@/client/components/ui/input';
import { NativeSelect } from '@/client/components/ui/native-select';

export type Tradition = (typeof SCHOOL_TRADITIONS)[number];
export type NewClassValues = {
  studentName: string;
  ageGroup: SchoolAgeGroup | '';
  tradition: Tradition | '';
};

/** 'Start a New Class': Child's Name, Age Group and Islamic Tradition. */
export function NewClassForm({
  values,
  onChange,
  nameError,
  nameRef,
}: {
  values: NewClassValues;
  onChange: (values: NewClassValues) => void;
  nameError: string | undefined;
  nameRef: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation('school');
  const id = useId();
  return (
    <Card data-testid="school-new-class">
      <CardHeader>
        <CardTitle>{t('form.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4 md:grid-cols-3" onSubmit={(event) => event.preventDefault()}>
          <Field
            id={`${id}-name`}
            label={t('form.childName')}
            hint={t('form.childNameHint')}
            error={nameError}
          >
            {(control) => (
              <Input
                {...control}
                ref={nameRef}
                value={values.studentName}
                maxLength={CHILD_NAME_MAX}
                autoComplete="off"
                placeholder={t('form.childNamePlaceholder')}
                onChange={(event) => onChange({ ...values, studentName: event.target.value })}
              />
            )}
          </Field>
          <Field id={`${id}-age`} label={t('form.ageGroup')}>
            {(control) => (
              <NativeSelect
                {...control}
                value={values.ageGroup}
                onChange={(event) => onChange({ ...values, ageGroup: event.target.value as SchoolAgeGroup })}
              >
                <option value="" disabled>
                  {t('form.chooseAgeGroup')}
                </option>
                {SCHOOL_AGE_GROUPS.map((group) => (
                  <option key={group} value={group}>
                    {t(`ageGroups.${group}`)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          <Field id={`${id}-tradition`} label={t('form.tradition')}>
            {(control) => (
              <NativeSelect
                {...control}
                value={values.tradition}
                onChange={(event) => onChange({ ...values, tradition: event.target.value as Tradition })}
              >
                <option value="" disabled>
                  {t('form.chooseTradition')}
                </option>
                {SCHOOL_TRADITIONS.map((tradition) => (
                  <option key={tradition} value={tradition}>
                    {t(`traditions.${tradition}`)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
        </form>
      </CardContent>
    </Card>
  );
}
