import { AvatarCircles } from './avatar-circles'

const avatars = [
  {
    imageUrl: 'https://avatars.githubusercontent.com/u/16860528',
    profileUrl: 'https://github.com/dillionverma',
  },
  {
    imageUrl: 'https://avatars.githubusercontent.com/u/20110627',
    profileUrl: 'https://github.com/tomonarifeehan',
  },
]

/** Magic UI's documented usage and every prop of its props table, against our item. */
export function MagicUiUsage() {
  return (
    <>
      <AvatarCircles numPeople={99} avatarUrls={avatars} />
      <AvatarCircles className="justify-center" numPeople={5} avatarUrls={avatars} />
      <AvatarCircles avatarUrls={[]} />
    </>
  )
}
