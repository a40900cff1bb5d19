type Settings = {
  theme: 'light' | 'dark'
  profile: { name: string; address?: { city: string; zip: string } }
  notifications: { email: { enabled: boolean; digest: 'daily' | 'weekly' } }
  tags: string[]
}

const settings: Settings = {
  theme: 'dark',
  profile: { name: 'Ada' },
  notifications: { email: { enabled: true, digest: 'weekly' } },
  tags: ['admin'],
}

const digest = getPath(settings, 'notifications.email.digest') // type: 'daily' | 'weekly'
const city = getPath(settings, 'profile.address.city') // type: string | undefined
console.log(digest, city ?? 'no city', getPath(settings, 'tags').length)

const updated = setPath(settings, 'notifications.email.enabled', false)
console.log(JSON.stringify(updated.notifications), JSON.stringify(settings.notifications))
console.log(
  `untouched branches shared: ${updated.profile === settings.profile}, changed copied: ${updated.notifications !== settings.notifications}`,
)

const withCity = setPath(settings, 'profile.address', { city: 'London', zip: 'N1' })
console.log(getPath(withCity, 'profile.address.city'))

const paths: Path<Settings>[] = ['theme', 'profile.address.zip', 'notifications.email']
console.log(paths.map((p) => `${p}=${JSON.stringify(getPath(settings, p))}`).join(' '))
// getPath(settings, 'profile.nmae') and setPath(settings, 'theme', 'blue') are compile errors.
