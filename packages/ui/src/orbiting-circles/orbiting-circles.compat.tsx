import { FileIcon, SearchIcon, SettingsIcon } from 'lucide-react'
import { OrbitingCircles } from './orbiting-circles'

/** Magic UI's documented usage and every prop of its props table, against our item. */
export function MagicUiUsage() {
  return (
    <div className="relative flex h-[500px] w-full flex-col items-center justify-center overflow-hidden">
      <OrbitingCircles>
        <FileIcon />
        <SettingsIcon />
        <FileIcon />
      </OrbitingCircles>
      <OrbitingCircles radius={100} reverse>
        <FileIcon />
        <SettingsIcon />
        <FileIcon />
        <SearchIcon />
      </OrbitingCircles>
      <OrbitingCircles
        className="border-none bg-transparent"
        reverse={false}
        duration={20}
        delay={10}
        radius={160}
        path={true}
        iconSize={30}
        speed={1}
      >
        <SearchIcon />
      </OrbitingCircles>
      <OrbitingCircles iconSize={40}>{[<FileIcon key="a" />, <SettingsIcon key="b" />]}</OrbitingCircles>
    </div>
  )
}
