/**
 * The link to the privacy notice that sits beside every form collecting personal data (the
 * consent line of the contact and booking forms, the register form). A hash route, so it
 * opens the app's own page wherever the form is.
 */
export function PrivacyNoticeLink() {
  return (
    <a href="#/privacy" className="underline focus-visible:outline-2">
      privacy notice
    </a>
  );
}
