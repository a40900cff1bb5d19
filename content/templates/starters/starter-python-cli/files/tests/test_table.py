import io
import unittest

from csvpeek.table import InputError, column_stats, open_table, records, select_columns

PRICES = "item,price,colour\nmug,4.50,blue\nplate,12,white\nbowl,7.25,blue\nspoon,,silver\n"


def table(text: str, delimiter: str | None = None):
    return open_table(io.StringIO(text, newline=""), delimiter)


class OpenTableTest(unittest.TestCase):
    def test_reads_the_header_and_streams_rows(self):
        t = table(PRICES)
        self.assertEqual(t.header, ["item", "price", "colour"])
        self.assertEqual(next(t.rows), ["mug", "4.50", "blue"])
        self.assertEqual(len(list(t.rows)), 3)

    def test_guesses_the_delimiter(self):
        for delimiter in [";", "\t", "|"]:
            with self.subTest(delimiter=delimiter):
                t = table(PRICES.replace(",", delimiter))
                self.assertEqual(t.header, ["item", "price", "colour"])

    def test_a_single_column_falls_back_to_commas(self):
        self.assertEqual(table("name\nada\ngrace\n").header, ["name"])

    def test_quoted_fields_may_hold_delimiters_and_newlines(self):
        t = table('name,note\nada,"first, and\nforemost"\n')
        self.assertEqual(list(t.rows), [["ada", "first, and\nforemost"]])

    def test_rejects_empty_input(self):
        with self.assertRaisesRegex(InputError, "empty"):
            table("")

    def test_rejects_duplicate_column_names(self):
        with self.assertRaisesRegex(InputError, "duplicate column names: a"):
            table("a,b,a\n1,2,3\n")

    def test_rejects_ragged_rows_with_their_line_number(self):
        t = table('a,b\n1,2\n"x\ny",3\n4,5,6\n')
        with self.assertRaisesRegex(InputError, "line 5: 3 fields, the header has 2"):
            list(t.rows)

    def test_skips_blank_lines(self):
        self.assertEqual(list(table("a,b\n\n1,2\n\n").rows), [["1", "2"]])


class ColumnsTest(unittest.TestCase):
    def test_selects_named_columns_in_the_order_asked(self):
        self.assertEqual(select_columns(["a", "b", "c"], ["c", "a"]), [2, 0])
        self.assertEqual(select_columns(["a", "b"], None), [0, 1])

    def test_names_a_missing_column_and_lists_the_real_ones(self):
        with self.assertRaisesRegex(InputError, r"no column named 'z' \(columns: a, b\)"):
            select_columns(["a", "b"], ["z"])


class StatsTest(unittest.TestCase):
    def test_numeric_and_text_columns(self):
        t = table(PRICES)
        item, price, colour = column_stats(t, [0, 1, 2])
        self.assertFalse(item.numeric)
        self.assertTrue(price.numeric)
        self.assertEqual((price.count, price.empty), (3, 1))
        self.assertEqual((price.min, price.max, price.median), (4.5, 12.0, 7.25))
        self.assertAlmostEqual(price.mean, 23.75 / 3)
        self.assertEqual(colour.most_common, "blue")
        self.assertEqual(colour.distinct, 3)

    def test_values_python_reads_as_numbers_but_people_do_not_are_text(self):
        for value in ["nan", "inf", "1_000"]:
            with self.subTest(value=value):
                (stats,) = column_stats(table(f"n\n1\n{value}\n"), [0])
                self.assertFalse(stats.numeric)

    def test_header_only(self):
        (stats,) = column_stats(table("a\n"), [0])
        self.assertEqual((stats.count, stats.numeric, stats.most_common), (0, False, None))


class RecordsTest(unittest.TestCase):
    def test_maps_rows_to_dicts(self):
        t = table(PRICES)
        first = next(records(t, [0, 2]))
        self.assertEqual(first, {"item": "mug", "colour": "blue"})


if __name__ == "__main__":
    unittest.main()
