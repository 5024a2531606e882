// Keystatic routes inside its own app (the layout): every /keystatic/… address renders it.
export default function KeystaticPage() {
  return null
}
