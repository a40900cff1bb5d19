package dev.example.testing;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * Runs the {@link Test} methods of the classes named on the command line, each on a fresh
 * instance (closed afterwards if it is {@link AutoCloseable}), and exits with 1 if any failed.
 *
 * <p>This keeps the project free of dependencies. To move to JUnit 5 or 6, swap the imports of
 * {@code dev.example.testing} for {@code org.junit.jupiter.api}: the annotation and the
 * assertions have the same names.
 */
public final class TestRunner {
    private TestRunner() {}

    public static void main(String[] args) throws ReflectiveOperationException {
        int passed = 0;
        List<String> failures = new ArrayList<>();
        for (String className : args) {
            Class<?> type = Class.forName(className);
            List<Method> tests = Arrays.stream(type.getDeclaredMethods())
                    .filter(m -> m.isAnnotationPresent(Test.class))
                    .sorted(Comparator.comparing(Method::getName))
                    .toList();
            for (Method test : tests) {
                String name = type.getSimpleName() + "." + test.getName();
                long started = System.nanoTime();
                Throwable failure = run(type, test);
                long millis = (System.nanoTime() - started) / 1_000_000;
                if (failure == null) {
                    passed++;
                    System.out.printf("PASS %s (%d ms)%n", name, millis);
                } else {
                    failures.add(name);
                    System.out.printf("FAIL %s (%d ms)%n  %s%n", name, millis, failure);
                    for (StackTraceElement frame : failure.getStackTrace()) {
                        if (frame.getClassName().equals(type.getName())) {
                            System.out.printf("  at %s%n", frame);
                        }
                    }
                }
            }
        }
        System.out.println();
        if (!failures.isEmpty()) {
            System.out.println("Failed: " + String.join(", ", failures));
        }
        // A summary line that CI systems and people can both read.
        System.out.printf("%d passed, %d failed%n", passed, failures.size());
        if (passed + failures.size() == 0) {
            System.out.println("no tests ran: pass test class names as arguments");
            System.exit(1);
        }
        System.exit(failures.isEmpty() ? 0 : 1);
    }

    private static Throwable run(Class<?> type, Method test) {
        Object instance = null;
        try {
            var constructor = type.getDeclaredConstructor();
            constructor.setAccessible(true);
            instance = constructor.newInstance();
            test.setAccessible(true);
            test.invoke(instance);
            return null;
        } catch (InvocationTargetException e) {
            return e.getCause();
        } catch (ReflectiveOperationException | RuntimeException e) {
            return e;
        } finally {
            if (instance instanceof AutoCloseable closeable) {
                try {
                    closeable.close();
                } catch (Exception e) {
                    System.out.printf("  (closing %s failed: %s)%n", type.getSimpleName(), e);
                }
            }
        }
    }
}
