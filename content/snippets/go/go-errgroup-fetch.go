package fetch

import (
	"context"
	"fmt"
	"io"
	"net/http"

	"golang.org/x/sync/errgroup"
)

// Sizes downloads every URL with at most limit requests in flight and returns the body sizes
// in input order. The first failure cancels the requests still running.
func Sizes(ctx context.Context, urls []string, limit int) ([]int64, error) {
	sizes := make([]int64, len(urls))
	g, ctx := errgroup.WithContext(ctx)
	g.SetLimit(limit)

	for i, url := range urls {
		i, url := i, url
		g.Go(func() error {
			req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
			if err != nil {
				return err
			}
			res, err := http.DefaultClient.Do(req)
			if err != nil {
				return fmt.Errorf("GET %s: %w", url, err)
			}
			defer res.Body.Close()
			if res.StatusCode >= 400 {
				return fmt.Errorf("GET %s: status %d", url, res.StatusCode)
			}
			n, err := io.Copy(io.Discard, res.Body)
			if err != nil {
				return fmt.Errorf("read %s: %w", url, err)
			}
			sizes[i] = n
			return nil
		})
	}
	if err := g.Wait(); err != nil {
		return nil, err
	}
	return sizes, nil
}
