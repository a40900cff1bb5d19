import Control.Monad.State.Strict (State, evalState, gets, modify')
import qualified Data.Map.Strict as Map

-- | Memoises a recursive function whose recursive calls go through the function it is given.
-- The cache lives in State, so it is shared by every call in one evaluation and stays pure.
memoFix :: Ord k => ((k -> State (Map.Map k v) v) -> k -> State (Map.Map k v) v) -> k -> v
memoFix f start = evalState (go start) Map.empty
  where
    go k = do
      cached <- gets (Map.lookup k)
      case cached of
        Just v -> return v
        Nothing -> do
          v <- f go k
          modify' (Map.insert k v)
          return v

-- | Memoises a non-recursive function over a lazy Map of a known, finite domain.
memoOver :: Ord k => [k] -> (k -> v) -> k -> Maybe v
memoOver domain f = \k -> Map.lookup k table
  where
    table = Map.fromList [(k, f k) | k <- domain]
