import Data.Time.Calendar (fromGregorian)

main :: IO ()
main = do
  let holidays = Set.fromList [fromGregorian 2024 12 25, fromGregorian 2024 12 26, fromGregorian 2025 1 1]
      friday = fromGregorian 2024 12 20
  print (addBusinessDays holidays 1 friday)
  print (addBusinessDays holidays 5 friday)
  print (addBusinessDays holidays (-3) (fromGregorian 2025 1 2))
  -- Saturday with n = 0 rolls to Monday.
  print (addBusinessDays holidays 0 (fromGregorian 2024 12 21))
  print (businessDaysBetween holidays friday (fromGregorian 2025 1 3))
  print (businessDaysBetween Set.empty (fromGregorian 2024 1 1) (fromGregorian 2025 1 1))
  print (businessDaysBetween holidays (fromGregorian 2025 1 3) friday)
  print (map (isBusinessDay holidays) [friday, fromGregorian 2024 12 25, fromGregorian 2024 12 28])
