package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"
)

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

func run() error {
	// Build the server as a user would: `go build` of the snippet's package.
	dir, err := os.MkdirTemp("", "http-server-example")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	bin := filepath.Join(dir, "server")
	build := exec.Command("go", "build", "-o", bin, "./snippet")
	build.Stderr = os.Stderr
	if err := build.Run(); err != nil {
		return fmt.Errorf("go build: %w", err)
	}

	// A free port: listen on port 0, note the port the system chose, and release it.
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return err
	}
	port := strconv.Itoa(l.Addr().(*net.TCPAddr).Port)
	l.Close()

	var stderr bytes.Buffer
	server := exec.Command(bin)
	server.Env = append(os.Environ(), "PORT="+port)
	server.Stderr = &stderr
	if err := server.Start(); err != nil {
		return err
	}
	exited := make(chan error, 1)
	go func() { exited <- server.Wait() }()
	stopped := false
	defer func() {
		if !stopped { // something below failed: do not leave the server running
			server.Process.Kill()
			<-exited
		}
	}()

	base := "http://127.0.0.1:" + port
	client := &http.Client{Timeout: 5 * time.Second}

	// Wait until it answers, giving up after ten seconds or as soon as it exits.
	deadline := time.Now().Add(10 * time.Second)
	for {
		res, err := client.Get(base + "/health")
		if err == nil {
			res.Body.Close()
			break
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("server did not answer within 10s: %w", err)
		}
		select {
		case err := <-exited:
			stopped = true
			return fmt.Errorf("server exited before answering (%v):\n%s", err, stderr.String())
		case <-time.After(20 * time.Millisecond):
		}
	}
	fmt.Println("server is up")

	show := func(method, path string) error {
		req, err := http.NewRequest(method, base+path, nil)
		if err != nil {
			return err
		}
		res, err := client.Do(req)
		if err != nil {
			return err
		}
		defer res.Body.Close()
		body, err := io.ReadAll(res.Body)
		if err != nil {
			return err
		}
		fmt.Printf("%s %s -> %s %q\n", method, path, res.Status, body)
		for _, key := range []string{"Content-Type", "Allow"} {
			if v := res.Header.Get(key); v != "" {
				fmt.Printf("  %s: %s\n", key, v)
			}
		}
		return nil
	}
	for _, r := range [][2]string{
		{"GET", "/health"},
		{"GET", "/hello/gopher"},
		{"POST", "/health"}, // the route is GET only
		{"GET", "/nowhere"},
	} {
		if err := show(r[0], r[1]); err != nil {
			return err
		}
	}

	// SIGTERM, as Kubernetes or systemd would send it: the server shuts down and exits by itself.
	if err := server.Process.Signal(syscall.SIGTERM); err != nil {
		return err
	}
	select {
	case err := <-exited:
		stopped = true
		fmt.Println("exited cleanly after SIGTERM:", err == nil)
	case <-time.After(15 * time.Second):
		return errors.New("server still running 15s after SIGTERM")
	}
	log := stderr.String()
	fmt.Println(`logged "listening on :<port>":`, strings.Contains(log, "listening on :"+port))
	fmt.Println(`logged "shutting down":`, strings.Contains(log, "shutting down"))
	fmt.Println(`logged a shutdown error:`, strings.Contains(log, "shutdown:"))
	return nil
}
