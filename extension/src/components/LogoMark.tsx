/** Vault's mark (webapp/public/favicon.svg), beside the name in the popup's and options' headers. */
export function LogoMark() {
  return (
    <svg className="vault-mark" width="24" height="24" viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="8" fill="#6541e6" />
      <path
        d="M10.5 6h11A1.5 1.5 0 0 1 23 7.5v18.1a.9.9 0 0 1-1.4.75L16 22.5l-5.6 3.85a.9.9 0 0 1-1.4-.75V7.5A1.5 1.5 0 0 1 10.5 6z"
        fill="#fff"
      />
      <circle cx="16" cy="12.4" r="3" fill="#6541e6" />
      <path d="M14.7 14.2h2.6l.9 4.6h-4.4z" fill="#6541e6" />
    </svg>
  );
}
