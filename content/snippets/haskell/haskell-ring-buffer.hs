import Data.Foldable (toList)
import qualified Data.Sequence as Seq
import Data.Sequence (Seq, ViewL (..), (|>))

-- | A fixed-capacity buffer that keeps the newest items; Data.Sequence gives O(1) access to both
-- ends, so pushing and evicting never copy the whole buffer.
data Ring a = Ring {ringCapacity :: Int, ringItems :: Seq a}

instance Show a => Show (Ring a) where
  show r = "Ring " ++ show (ringCapacity r) ++ " " ++ show (toList (ringItems r))

newRing :: Int -> Ring a
newRing capacity
  | capacity < 1 = error "newRing: capacity must be at least 1"
  | otherwise = Ring capacity Seq.empty

-- | Appends an item, returning the item evicted to make room, if any.
push :: a -> Ring a -> (Maybe a, Ring a)
push x (Ring cap items)
  | Seq.length items < cap = (Nothing, Ring cap (items |> x))
  | otherwise = case Seq.viewl items of
      oldest :< rest -> (Just oldest, Ring cap (rest |> x))
      EmptyL -> (Nothing, Ring cap (Seq.singleton x))

pushAll :: Foldable t => t a -> Ring a -> Ring a
pushAll xs r = foldl (\acc x -> snd (push x acc)) r xs

-- | Removes and returns the oldest item.
pop :: Ring a -> Maybe (a, Ring a)
pop (Ring cap items) = case Seq.viewl items of
  oldest :< rest -> Just (oldest, Ring cap rest)
  EmptyL -> Nothing

-- | Items from oldest to newest.
contents :: Ring a -> [a]
contents = toList . ringItems

-- | The item i places back from the newest (0 is the newest).
recent :: Int -> Ring a -> Maybe a
recent i (Ring _ items) = Seq.lookup (Seq.length items - 1 - i) items

isFull :: Ring a -> Bool
isFull r = Seq.length (ringItems r) == ringCapacity r
