import {
  FORM_MESSAGES_ATTRIBUTE,
  formAction,
  formMessages,
  HONEYPOT_FIELD,
  type ThanksPageForm,
} from '@web/shared/forms';
import { NetlifyFormFields } from '@web/shared/forms/fields';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePageLocale } from '../../i18n/PageLocale';
import classes from './Widgets.module.css';

interface NetlifyFormProps {
  /** The form's name (Netlify's `form-name`); it posts to its thank-you page, FORM_ACTIONS. */
  name: ThanksPageForm;
  /** Message id of the submit button. */
  submit: string;
  /** The fields, given a message formatter. */
  children: (label: (id: string) => string) => ReactNode;
}

/**
 * A form posted to Netlify Forms (the local server in development): hidden form name, honeypot,
 * and a plain POST that works without scripts. The page is prerendered only: the site script
 * runs the shared rules before it posts (`@web/shared/forms`, inPage.ts), with the error
 * messages in the page's language that the form carries; without JavaScript the server writes
 * the same errors into the page (scripts/server/formErrors.ts).
 */
export function NetlifyForm({ name, submit, children }: NetlifyFormProps) {
  const intl = useIntl();
  const { locale } = usePageLocale();
  const label = (id: string) => intl.formatMessage({ id: `form.${id}` });
  return (
    <form
      className={classes.form}
      name={name}
      method="POST"
      action={formAction(name, locale)}
      data-netlify="true"
      netlify-honeypot={HONEYPOT_FIELD}
      {...{ [FORM_MESSAGES_ATTRIBUTE]: formMessages((error) => label(`error.${error}`)) }}
      noValidate
    >
      <NetlifyFormFields form={name} honeypotLabel={label('honeypot')} honeypotClassName={classes.honeypot} />
      {children(label)}
      <div>
        <button type="submit" className={classes.primary}>
          <FormattedMessage id={submit} />
        </button>
      </div>
    </form>
  );
}
